import { authEndpoints } from '@events/contracts/auth';
import type { RoleFlags } from '@events/contracts/roles';
import { DataSource } from 'typeorm';
import type { RawClient } from './raw-http.js';
import { type TestApp } from './test-app.js';
import { insertVenueFixture } from './catalogue-fixtures.js';
import { NO_ROLES } from './role-flags.js';
import { bearerOf, browserSessionOf, logInTestAccount, registerTestAccount } from './test-accounts.js';

/** The callers of the role matrix (issue 12): each role, and a second user and producer aimed at the first one's ids. */
export const IDENTITY_NAMES = ['anonymous', 'user', 'other user', 'producer', 'other producer', 'editor', 'zeditor', 'staff', 'superuser'] as const;
export type IdentityName = (typeof IDENTITY_NAMES)[number];

/** Ids of the objects the user and the producer own: no public object has them, so only ownership decides. */
export const USER_OBJECT_ID = 7001;
export const PRODUCER_VENUE_ID = 7002;
export const OTHER_PRODUCER_VENUE_ID = 7003;

/** Text only the user's own objects hold: no answer to anyone else may contain it. */
export const USER_MARKER = 'Marker7001x';

/** How a signed-in identity presents its session: as an API client's bearer token, or as a browser's cookie + CSRF header. */
export type Credential = 'bearer' | 'cookie';

export type Identity = {
  readonly name: IdentityName;
  /** Null for the anonymous caller. */
  readonly via: Credential | null;
  readonly flags: RoleFlags | null;
  readonly userId?: number;
  readonly email?: string;
  /** The id put into `{id}` path parameters: its own object's, or (the "other" ones) the first one's. */
  readonly pathId: number;
  /** Whose objects its path ids point at, when they are someone else's. */
  readonly aimsAt?: 'user' | 'producer';
  headers: Readonly<Record<string, string>>;
};

type Plan = { readonly flags: Partial<RoleFlags>; readonly pathId: number; readonly aimsAt?: 'user' | 'producer'; readonly manages?: number };

const PLANS: Readonly<Record<Exclude<IdentityName, 'anonymous'>, Plan>> = {
  user: { flags: {}, pathId: USER_OBJECT_ID },
  'other user': { flags: {}, pathId: USER_OBJECT_ID, aimsAt: 'user' },
  producer: { flags: { isProducer: true }, pathId: PRODUCER_VENUE_ID, manages: PRODUCER_VENUE_ID },
  'other producer': { flags: { isProducer: true }, pathId: PRODUCER_VENUE_ID, aimsAt: 'producer', manages: OTHER_PRODUCER_VENUE_ID },
  editor: { flags: { isEditor: true }, pathId: 1 },
  zeditor: { flags: { isZeditor: true }, pathId: 1 },
  staff: { flags: { isStaff: true }, pathId: 1 },
  superuser: { flags: { isSuperuser: true, isStaff: true }, pathId: 1 },
};

/** Signs an account in again (a logout or a password change in the matrix may have ended its session). */
export async function signIn(t: TestApp, email: string, via: Credential): Promise<Readonly<Record<string, string>>> {
  const res = await logInTestAccount(t, email);
  return via === 'bearer' ? bearerOf(res) : browserSessionOf(res);
}

/** Whether the identity's session still answers (always true for anonymous). */
export async function stillSignedIn(client: RawClient, identity: Identity): Promise<boolean> {
  if (!identity.email) return true;
  return (await client.send({ method: 'GET', url: authEndpoints.userData.path, headers: identity.headers })).status === 200;
}

/**
 * Creates every identity through registration (as a visitor would) and gives it its role the way roles are stored:
 * the users table's flags, and for a producer a row of venue_managers (a producer is a user managing a venue). Each
 * signed-in identity comes twice, as an API client and as a browser (turn-2 #14: a cookie session with its CSRF
 * token must meet the same access rules as a bearer token).
 */
export async function createIdentities(t: TestApp): Promise<Identity[]> {
  const db = t.app.get(DataSource);
  await insertVenueFixture(t.app, { name: 'Producer Hall', id: PRODUCER_VENUE_ID });
  await insertVenueFixture(t.app, { name: 'Other Producer Hall', id: OTHER_PRODUCER_VENUE_ID });
  const identities: Identity[] = [{ name: 'anonymous', via: null, flags: null, pathId: 1, headers: {} }];
  for (const [name, plan] of Object.entries(PLANS) as [Exclude<IdentityName, 'anonymous'>, Plan][]) {
    const email = `matrix-${name.replace(' ', '-')}@example.com`;
    const account = await registerTestAccount(t, email);
    const flags: RoleFlags = { ...NO_ROLES, ...plan.flags };
    await db.query('UPDATE users SET is_editor = $2, is_zeditor = $3, is_staff = $4, is_superuser = $5 WHERE id = $1', [
      account.id,
      flags.isEditor,
      flags.isZeditor,
      flags.isStaff,
      flags.isSuperuser,
    ]);
    if (plan.manages !== undefined) await db.query('INSERT INTO venue_managers (user_id, venue_id) VALUES ($1, $2)', [account.id, plan.manages]);
    const base = { name, flags, userId: account.id, email, pathId: plan.pathId, ...(plan.aimsAt ? { aimsAt: plan.aimsAt } : {}) };
    identities.push({ ...base, via: 'bearer', headers: account.auth }, { ...base, via: 'cookie', headers: account.browser });
  }
  return identities;
}

/** The keys of the user's push device: RFC 8291's example subscription (a P-256 point and a 16-byte secret, base64url). */
const USER_PUSH_KEYS = {
  p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
};

/**
 * Puts the user's own objects back as they were (its own calls may have changed or deleted them): an address, a
 * saved search and a push device the search pushes to, all with USER_OBJECT_ID and the marker text.
 */
export async function resetUserObjects(t: TestApp, userId: number): Promise<void> {
  const db = t.app.get(DataSource);
  await db.query('DELETE FROM saved_searches WHERE id = $1', [USER_OBJECT_ID]);
  await db.query('DELETE FROM search_addresses WHERE id = $1', [USER_OBJECT_ID]);
  await db.query(
    `INSERT INTO search_addresses (id, user_id, address_name, street, city, state, postal_code, lat, lon)
     VALUES ($1, $2, $3, '1 Marker St', 'Pittsfield', 'MA', '01201', 42.45, -73.25)`,
    [USER_OBJECT_ID, userId, USER_MARKER],
  );
  await db.query(`INSERT INTO saved_searches (id, user_id, search_name, keyword, address_id) VALUES ($1, $2, $3, $3, $1)`, [USER_OBJECT_ID, userId, USER_MARKER]);
  await db.query('DELETE FROM push_devices WHERE id = $1', [USER_OBJECT_ID]);
  await db.query(
    `INSERT INTO push_devices (id, user_id, endpoint, p256dh, auth, label) VALUES ($1, $2, 'https://push.example.net/marker', $3, $4, $5)`,
    [USER_OBJECT_ID, userId, USER_PUSH_KEYS.p256dh, USER_PUSH_KEYS.auth, USER_MARKER],
  );
  await db.query('INSERT INTO push_device_searches (device_id, saved_search_id) VALUES ($1, $1)', [USER_OBJECT_ID]);
}
