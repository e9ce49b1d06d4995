import { authEndpoints, userContextSchema } from '@events/contracts/auth';
import { CLAIM_PATHS, claimListSchema, claimsEndpoints, ownClaimListSchema } from '@events/contracts/claims';
import { fillPath } from '@events/contracts/endpoint';
import { venuesEndpoints } from '@events/contracts/venues';
import request from 'supertest';
import { openConfirmationLink, outboxMailsTo } from '../../testing/mail-outbox.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { insertVenueFixture } from '../../testing/catalogue-fixtures.js';

const ORIGIN = 'https://events.example';
const MINE = claimsEndpoints.mine.path;
const DESK = claimsEndpoints.list.path;
const REJECTION = 'We could not reach anyone at the venue who knows you.';

/** My Claims (issue 27): each signed-in user reads their own claims, whatever their status, and the account menu knows whether there are any. */
describe('my claims (real PostgreSQL)', () => {
  // The whole app: the user context it reads is the account module's, built on this one.
  const t = useTestApp({ config: { publicUrl: ORIGIN, auth: { rateLimit: 1_000_000 } } });
  let ann: TestAccount;
  let bob: TestAccount;
  let moderator: TestAccount;
  const venues = {} as Record<'hall' | 'barn' | 'mill' | 'pier' | 'gone', number>;
  /** The venue's address as its public page answers it. */
  const venueUrl = async (id: number) => (await request(t.server).get(fillPath(venuesEndpoints.detail.path, { id })).expect(200)).body.absoluteUrl as string;

  async function claim(account: TestAccount, venueId: number): Promise<number> {
    const res = await request(t.server).post(claimsEndpoints.claim.path).set(account.auth).send({ id: venueId }).expect(201);
    return res.body.claim.id as number;
  }

  async function mine(account: TestAccount) {
    return ownClaimListSchema.parse((await request(t.server).get(MINE).set(account.auth).expect(200)).body).results;
  }

  async function hasClaims(account: TestAccount): Promise<boolean> {
    return userContextSchema.parse((await request(t.server).get(authEndpoints.userData.path).set(account.auth).expect(200)).body).hasClaims;
  }

  /** Moves a claim's creation `hours` before the product clock's now, so the order does not follow the ids. */
  async function createdHoursAgo(claimId: number, hours: number): Promise<void> {
    await t.db.query(`UPDATE venue_claims SET created = $2::timestamptz - make_interval(hours => $3) WHERE id = $1`, [claimId, t.clock.now(), hours]);
  }

  beforeAll(async () => {
    venues.hall = await insertVenueFixture(t.app, { name: 'Colonial Hall', website: 'https://www.colonialhall.org/' });
    venues.barn = await insertVenueFixture(t.app, { name: 'Red Barn' });
    venues.mill = await insertVenueFixture(t.app, { name: 'Old Mill' });
    venues.pier = await insertVenueFixture(t.app, { name: 'North Pier' });
    venues.gone = await insertVenueFixture(t.app, { name: 'Gone Venue' });
    ann = await registerTestAccount(t, 'ann@gmail.example');
    bob = await registerTestAccount(t, 'bob@outlook.example');
    moderator = await registerTestAccount(t, 'mod@example.org', { roles: ['zeditor'] });
  });

  it('the user context says hasClaims false before the first claim and true after it; an empty My Claims is a 200', async () => {
    expect(await hasClaims(ann)).toBe(false);
    expect(await mine(ann)).toEqual([]);
    await claim(ann, venues.barn);
    expect(await hasClaims(ann)).toBe(true);
    expect(await hasClaims(bob)).toBe(false);
  });

  it('the received mail of a claim left for an editor leads to My Claims; one verified at once keeps the subscription', async () => {
    const [waiting] = await outboxMailsTo(t.outboxDir, 'ann@gmail.example').then((mails) => mails.filter((m) => m.includes('Subject: Your claim of Red Barn')));
    expect(waiting).toContain(`Your claims: ${ORIGIN}${CLAIM_PATHS.mine}`);
    expect(waiting).toContain(`href="${ORIGIN}${CLAIM_PATHS.mine}"`);
    expect(waiting).not.toContain('/subscription/manage/');
    expect(waiting).toContain('Once your claim is verified: To activate your producer tools');

    const owner = await registerTestAccount(t, 'box@colonialhall.org');
    await openConfirmationLink(t, 'box@colonialhall.org');
    await claim(owner, venues.hall);
    const [verified] = (await outboxMailsTo(t.outboxDir, 'box@colonialhall.org')).filter((m) => m.includes('Subject: Your claim of Colonial Hall'));
    expect(verified).toContain(`Your subscription: ${ORIGIN}/subscription/manage/`);
    expect(verified).not.toContain(CLAIM_PATHS.mine);
    expect(verified).not.toContain('Once your claim is verified');
  });

  it('each user sees only their own claims, newest first, with the explanation only on the rejected one', async () => {
    const barn = (await mine(ann))[0]?.id as number;
    const mill = await claim(ann, venues.mill);
    const pier = await claim(ann, venues.pier);
    const bobsBarn = await claim(bob, venues.barn);
    const bobsMill = await claim(bob, venues.mill);
    // Creation order differs from id order; two claims created at the same instant go higher id first.
    await createdHoursAgo(barn, 1);
    await createdHoursAgo(mill, 3);
    await createdHoursAgo(pier, 2);
    await t.db.query('UPDATE venue_claims SET created = (SELECT created FROM venue_claims WHERE id = $1) WHERE id = $2', [bobsBarn, bobsMill]);

    const update = (claimId: number, body: object) => request(t.server).post(`${DESK}${claimId}/`).set(moderator.auth).send(body).expect(200);
    await update(mill, { status: 'rejected', notes: REJECTION });
    // Notes on a claim that is not rejected are the editors' own: the claimant never reads them.
    await update(pier, { status: 'verifying', notes: 'Phoned the box office, waiting for a call back.' });
    await update(bobsBarn, { status: 'canceled', notes: 'Duplicate of an older claim.' });

    const anns = await mine(ann);
    expect(anns.map((c) => [c.id, c.poi?.name, c.status, c.explanation])).toEqual([
      [barn, 'Red Barn', 'new', null],
      [pier, 'North Pier', 'verifying', null],
      [mill, 'Old Mill', 'rejected', REJECTION],
    ]);
    expect(anns[0]?.poi).toEqual({ id: venues.barn, name: 'Red Barn', absoluteUrl: await venueUrl(venues.barn) });
    // The times read as the moderation desk reads them.
    const desk = claimListSchema.parse((await request(t.server).get(`${DESK}?status=all`).set(moderator.auth).expect(200)).body);
    const deskMill = desk.results.find((c) => c.id === mill);
    expect(anns[2]).toEqual(expect.objectContaining({ created: deskMill?.created, updated: deskMill?.updated }));

    const bobs = await mine(bob);
    expect(bobs.map((c) => [c.id, c.status, c.explanation])).toEqual([
      [bobsMill, 'new', null],
      [bobsBarn, 'canceled', null],
    ]);
    expect(await hasClaims(bob)).toBe(true);
  });

  it('a claim whose venue was deleted stays in the list without its venue', async () => {
    const gone = await claim(ann, venues.gone);
    await t.db.query('DELETE FROM venues WHERE id = $1', [venues.gone]);
    const entry = (await mine(ann)).find((c) => c.id === gone);
    expect(entry).toEqual(expect.objectContaining({ poi: null, status: 'new', explanation: null }));
  });

  it('an anonymous visitor is refused', async () => {
    await request(t.server).get(MINE).expect(403);
  });
});
