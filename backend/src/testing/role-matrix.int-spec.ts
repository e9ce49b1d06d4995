import { API_ENDPOINTS, type NamedEndpoint } from '@events/contracts/api';
import type { Endpoint } from '@events/contracts/endpoint';
import { userAdminEndpoints } from '@events/contracts/user-admin';
import { type RawAnswer, type RawClient, rawClient } from './raw-http.js';
import { accessMismatch } from './role-expectations.js';
import { createIdentities, type Credential, type Identity, type IdentityName, resetUserObjects, signIn, stillSignedIn, USER_MARKER } from './role-identities.js';
import { sampleRequest } from './request-samples.js';
import { changedTables, ownedRowChecksums } from './table-checksums.js';
import { useTestApp } from './test-app.js';

/** Callers that must never see the user's objects (staff and superusers may, in the staff tools). */
const KEPT_OUT: ReadonlySet<IdentityName> = new Set(['anonymous', 'other user', 'producer', 'other producer']);
/** The owners go last, after everyone else has tried their objects. */
const OWNERS: ReadonlySet<IdentityName> = new Set(['user', 'producer']);
/**
 * The superuser's user administration changes other accounts by design (a role, the active state, a reset link):
 * there, only the declared access is checked, not that the user's rows stay untouched by others.
 */
const CHANGES_OTHER_ACCOUNTS: ReadonlySet<Endpoint> = new Set([userAdminEndpoints.update, userAdminEndpoints.sendResetLink]);

describe('role x endpoint matrix: every operation of API_ENDPOINTS as every role, by bearer token and by cookie session (issue 12)', () => {
  let client: RawClient;
  // Declared before the app, so that the client's keep-alive connection is gone when the app closes.
  afterAll(() => {
    client?.close();
  });
  const t = useTestApp({ config: { auth: { rateLimit: 1_000_000 } } });
  let identities: Identity[];
  const ownerSawMarker: string[] = [];

  const identity = (name: IdentityName): Identity => identities.find((i) => i.name === name) as Identity;
  const described = (who: Identity): string => (who.via === 'cookie' ? `${who.name} (cookie session)` : who.name);

  beforeAll(async () => {
    client = await rawClient(t);
    identities = await createIdentities(t);
  });

  async function call(named: NamedEndpoint, who: Identity): Promise<RawAnswer> {
    const req = sampleRequest(named.endpoint, who.pathId);
    const answer = await client.send({ ...req, headers: { ...who.headers, ...req.headers } }).catch((error: unknown) => ({ status: 0, headers: {}, body: String(error) }));
    // A logout, a password change or a deletion may have ended the session, of this identity or of its twin with the
    // other credential (a password change ends every other sign-in): the next call signs in afresh.
    if (named.endpoint.method !== 'GET' && who.email) {
      for (const same of identities.filter((i) => i.email === who.email)) {
        if (!(await stillSignedIn(client, same))) same.headers = await signIn(t, same.email as string, same.via as Credential);
      }
    }
    return answer;
  }

  it.each(API_ENDPOINTS.map((named) => [named.name, named] as const))('%s answers every role as its access says', async (_name, named) => {
    const problems: string[] = [];
    const owner = identity('user');
    const producer = identity('producer');
    await resetUserObjects(t, owner.userId as number);
    const before = { user: await ownedRowChecksums(t.db, owner.userId as number), producer: await ownedRowChecksums(t.db, producer.userId as number) };

    const ordered = [...identities.filter((i) => !OWNERS.has(i.name)), ...identities.filter((i) => OWNERS.has(i.name))];
    let ownersChecked = CHANGES_OTHER_ACCOUNTS.has(named.endpoint);
    for (const who of ordered) {
      if (who.name === 'user' && !ownersChecked) {
        ownersChecked = true;
        const after = { user: await ownedRowChecksums(t.db, owner.userId as number), producer: await ownedRowChecksums(t.db, producer.userId as number) };
        for (const whose of ['user', 'producer'] as const) {
          const changed = changedTables(before[whose], after[whose]);
          if (changed.length > 0) problems.push(`someone other than the ${whose} changed the ${whose}'s rows in ${changed.join(', ')}`);
        }
      }
      const answer = await call(named, who);
      const mismatch = accessMismatch(named.endpoint, who, answer.status);
      if (mismatch) problems.push(`${named.endpoint.method} ${named.endpoint.path} as ${described(who)}: ${mismatch} ${answer.body.slice(0, 120)}`);
      if (KEPT_OUT.has(who.name) && answer.body.includes(USER_MARKER)) problems.push(`${named.name} as ${described(who)}: the answer shows the user's object`);
      if (who.name === 'user' && answer.body.includes(USER_MARKER)) ownerSawMarker.push(named.name);
    }
    expect(problems).toEqual([]);
  });

  it("reached the user's objects as the user, so the other callers were aimed at real objects", () => {
    expect(ownerSawMarker).toEqual(expect.arrayContaining(['addresses.get', 'savedSearches.get']));
  });
});
