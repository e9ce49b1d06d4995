import { billingEndpoints } from '@events/contracts/billing';
import { CLAIM_MESSAGES, claimListSchema, claimRequestSchema, claimsEndpoints } from '@events/contracts/claims';
import { fillPath } from '@events/contracts/endpoint';
import { ERRORS } from '@events/contracts/messages';
import { venuesEndpoints } from '@events/contracts/venues';
import request from 'supertest';
import { openConfirmationLink, outboxRawMails } from '../../testing/mail-outbox.js';
import { registerTestAccount, TEST_PASSWORD, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { BillingService } from '../billing/billing.service.js';

const CLAIM = claimsEndpoints.claim.path;
const LIST = claimsEndpoints.list.path;
const item = (id: number) => `${LIST}${id}/`;
const USER_CONTEXT = '/events/userdata/';

describe('venue claims and manual billing (real PostgreSQL)', () => {
  // The whole app: the user context it reads is the account module's, built on this one.
  const t = useTestApp({ config: { mail: { supportAddress: 'help@example.org' }, auth: { rateLimit: 1_000_000 } } });
  let ann: TestAccount;
  let bob: TestAccount;
  let owner: TestAccount;
  let moderator: TestAccount;
  let superuser: TestAccount;
  const venues = {} as Record<'hall' | 'barn' | 'own' | 'race' | 'gone' | 'shop', number>;

  const outbox = (): Promise<string[]> => outboxRawMails(t.outboxDir);

  function claim(account: TestAccount, id: unknown) {
    return request(t.server).post(CLAIM).set(account.auth).send({ id });
  }

  async function staffActions(claimId: number) {
    return t.db.query<{ action: string; actor_id: number | null; detail: Record<string, unknown> }[]>(
      'SELECT action, actor_id, detail FROM staff_actions WHERE claim_id = $1 ORDER BY id',
      [claimId],
    );
  }

  beforeAll(async () => {
    venues.hall = await insertVenueFixture(t.app, { name: 'Colonial Hall', website: 'https://www.colonialhall.org/' });
    venues.barn = await insertVenueFixture(t.app, { name: 'Red Barn', email: 'owner@redbarn.example' });
    venues.own = await insertVenueFixture(t.app, { name: 'Owner Theatre' });
    venues.race = await insertVenueFixture(t.app, { name: 'Race Venue' });
    venues.gone = await insertVenueFixture(t.app, { name: 'Gone Venue' });
    ann = await registerTestAccount(t, 'ann@gmail.example');
    bob = await registerTestAccount(t, 'bob@outlook.example');
    owner = await registerTestAccount(t, 'box@colonialhall.org');
    await openConfirmationLink(t, 'box@colonialhall.org');
    venues.shop = await insertVenueFixture(t.app, { name: 'Corner Shop', website: 'https://cornershop.example/', email: 'hello@cornershop.example' });
    moderator = await registerTestAccount(t, 'mod@example.org', { roles: ['zeditor'] });
    superuser = await registerTestAccount(t, 'root@example.org', { roles: ['superuser'] });
    await t.db.query(`INSERT INTO plans (code, name, active_events_allowed) VALUES ('basic', 'Basic', 3)`);
  });

  it('a claim without a match waits for an editor (status new) and mails the activation instructions', async () => {
    const res = await claim(ann, venues.race).expect(201);
    expect(res.body).toEqual({ status: 'succeeded', claim: { id: expect.any(Number), status: 'new' } });
    const mails = await outbox();
    const mail = mails.find((m) => m.includes('To: ann@gmail.example') && m.includes('Subject: Your claim of Race Venue'));
    expect(mail).toBeDefined();
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('help@example.org');
  });

  it('a claimant whose e-mail domain matches the website is verified at once and becomes a producer', async () => {
    const res = await claim(owner, venues.hall).expect(201);
    expect(res.body.claim.status).toBe('verified');
    const context = await request(t.server).get(USER_CONTEXT).set(owner.auth).expect(200);
    expect(context.body.isProducer).toBe(true);
    // Verified but no subscription yet: no producer tools, and the quota allows nothing.
    expect(context.body.hasActiveSubscription).toBe(false);
    expect(context.body.producerQuotas).toEqual([
      { poi: { id: venues.hall, name: 'Colonial Hall' }, quota: { used: 0, allowed: 0, canAdd: false }, isBillingContact: true, portalLink: null },
    ]);
    const actions = await staffActions(res.body.claim.id as number);
    expect(actions).toEqual([{ action: 'claim_accept', actor_id: null, detail: { claimCreated: expect.any(String) } }]);
  });

  it('refuses unknown venues, venues claimed by someone else, venues already managed, and a second open claim', async () => {
    expect((await claim(ann, 999_999).expect(400)).body).toEqual({ id: [CLAIM_MESSAGES.unknownVenue] });
    expect((await claim(ann, venues.hall).expect(400)).body).toEqual({ id: [ERRORS.alreadyClaimed] });
    expect((await claim(owner, venues.hall).expect(400)).body).toEqual({ id: [CLAIM_MESSAGES.alreadyManaged] });
    expect((await claim(ann, venues.race).expect(400)).body).toEqual({ id: [CLAIM_MESSAGES.alreadyRequested] });
    await claim(ann, 'x').expect(400);
    await request(t.server).post(CLAIM).send({ id: venues.race }).expect(403);
  });

  it('two tabs claiming at once make exactly one claim', async () => {
    const answers = await Promise.all([claim(bob, venues.barn), claim(bob, venues.barn), claim(bob, venues.barn)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    const rows = await t.db.query('SELECT id FROM venue_claims WHERE user_id = $1 AND venue_id = $2', [bob.id, venues.barn]);
    expect(rows).toHaveLength(1);
  });

  it('the desk lists the default statuses, drops unknown ones, and keeps producers and users out', async () => {
    const list = claimListSchema.parse((await request(t.server).get(LIST).set(moderator.auth).expect(200)).body);
    expect(list.results.map((c) => c.status).sort()).toEqual(['new', 'new']);
    const all = claimListSchema.parse((await request(t.server).get(`${LIST}?status=all&ordering=-updated`).set(moderator.auth).expect(200)).body);
    expect(all.results).toHaveLength(3);
    // A page past the last one is empty but still answers the real total.
    const past = await request(t.server).get(`${LIST}?status=all&page=5&page_size=2`).set(moderator.auth).expect(200);
    expect(claimListSchema.parse(past.body)).toEqual({ results: [], pagination: { curPage: 5, totalPages: 2, totalItems: 3 } });
    expect(past.headers['x-total-count']).toBe('3');
    const verified = claimListSchema.parse((await request(t.server).get(`${LIST}?status=verified,bogus`).set(moderator.auth).expect(200)).body);
    expect(verified.results.map((c) => c.poi?.name)).toEqual(['Colonial Hall']);
    expect(verified.results[0]?.auditEvents.map((e) => [e.user, e.status])).toEqual([
      [null, 'verified'],
      [expect.any(String), 'claimed'],
    ]);
    const bogusOnly = claimListSchema.parse((await request(t.server).get(`${LIST}?status=bogus`).set(moderator.auth).expect(200)).body);
    expect(bogusOnly.results).toHaveLength(2);
    await request(t.server).get(LIST).set(owner.auth).expect(403);
    await request(t.server).get(LIST).set(ann.auth).expect(403);
    await request(t.server).post(item(1)).set(owner.auth).send({ status: 'verified' }).expect(403);
    await request(t.server).delete(item(1)).set(ann.auth).expect(403);
  });

  it('verifying then verifying again records start, accept with the history, grants the venue and mails the claimant', async () => {
    const [row] = await t.db.query<{ id: number }[]>('SELECT id FROM venue_claims WHERE user_id = $1 AND venue_id = $2', [ann.id, venues.race]);
    const id = (row as { id: number }).id;
    await request(t.server).post(item(id)).set(moderator.auth).send({ status: 'verifying' }).expect(200);
    const res = await request(t.server).post(item(id)).set(moderator.auth).send({ status: 'verified', notes: '' }).expect(200);
    const verified = claimRequestSchema.parse(res.body);
    expect(verified.status).toBe('verified');
    expect(verified.auditEvents.map((e) => e.status)).toEqual(['verified', 'verifying', 'new', 'claimed']);
    expect(verified.auditEvents[0]?.user).toBe('mod@example.org');
    const actions = await staffActions(id);
    expect(actions.map((a) => [a.action, a.actor_id])).toEqual([
      ['claim_start', moderator.id],
      ['claim_accept', moderator.id],
    ]);
    expect(actions[1]?.detail['claimCreated']).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect((await outbox()).some((m) => m.includes('To: ann@gmail.example') && m.includes('Subject: Your claim of Race Venue is verified'))).toBe(true);
    // An unchanged status just answers the claim as it is, writing nothing.
    await request(t.server).post(item(id)).set(moderator.auth).send({ status: 'verified' }).expect(200);
    expect(await staffActions(id)).toHaveLength(2);
    // A verified claim cannot be deleted.
    expect((await request(t.server).delete(item(id)).set(moderator.auth).expect(409)).body.detail).toBe(CLAIM_MESSAGES.verifiedNotDeletable);
  });

  it('a venue reads claimed exactly while it has a manager: a verified claim makes it so, leaving verified undoes it', async () => {
    const venueId = await insertVenueFixture(t.app, { name: 'Quiet Grange' });
    const claimed = async (): Promise<boolean> => {
      const detail = await request(t.server).get(fillPath(venuesEndpoints.detail.path, { id: venueId })).expect(200);
      return detail.body.claimed as boolean;
    };
    expect(await claimed()).toBe(false);
    const { body } = await claim(bob, venueId).expect(201);
    expect(await claimed()).toBe(false);
    const id = body.claim.id as number;
    await request(t.server).post(item(id)).set(moderator.auth).send({ status: 'verified', notes: '' }).expect(200);
    expect(await claimed()).toBe(true);
    await request(t.server).post(item(id)).set(moderator.auth).send({ status: 'canceled', notes: 'Not the owner after all.' }).expect(200);
    expect(await claimed()).toBe(false);
  });

  it('rejecting needs an explanation (400 with a detail), then mails it; statuses outside the list are refused', async () => {
    const [row] = await t.db.query<{ id: number }[]>('SELECT id FROM venue_claims WHERE user_id = $1 AND venue_id = $2', [bob.id, venues.barn]);
    const id = (row as { id: number }).id;
    const bad = await request(t.server).post(item(id)).set(moderator.auth).send({ status: 'rejected', notes: '  ' }).expect(400);
    expect(bad.body.detail).toBe(CLAIM_MESSAGES.notesRequired);
    const outside = await request(t.server).post(item(id)).set(moderator.auth).send({ status: 'approved' }).expect(400);
    expect(outside.body.detail).toContain('approved is not one of the available choices');
    await request(t.server).post(item(999_999)).set(moderator.auth).send({ status: 'new' }).expect(404);
    const res = await request(t.server).post(item(id)).set(moderator.auth).send({ status: 'rejected', notes: 'The venue told us you do not work there.' }).expect(200);
    expect(res.body.auditEvents[0]).toEqual(expect.objectContaining({ status: 'rejected', message: 'The venue told us you do not work there.' }));
    const mail = (await outbox()).find((m) => m.includes('To: bob@outlook.example') && m.includes('was not accepted'));
    expect(mail).toContain('The venue told us you do not work there.');
    const actions = await staffActions(id);
    expect(actions.at(-1)).toEqual({ action: 'claim_reject', actor_id: moderator.id, detail: { claimCreated: expect.any(String) } });
    await request(t.server).delete(item(id)).set(moderator.auth).expect(204);
    await request(t.server).delete(item(id)).set(moderator.auth).expect(404);
  });

  it('manual billing: a superuser sets the venue plan, and the producer gets the tools and the quota', async () => {
    const path = billingEndpoints.setVenueSubscription.path.replace('{venueId}', String(venues.race));
    await request(t.server).put(path).set(moderator.auth).send({ plan: 'basic', status: 'active' }).expect(403);
    await request(t.server).put(path).set(superuser.auth).send({ plan: 'nope', status: 'active' }).expect(400);
    await request(t.server).put(path).set(superuser.auth).send({ plan: 'basic', status: 'paid' }).expect(400);
    const set = await request(t.server).put(path).set(superuser.auth).send({ plan: 'basic', status: 'active' }).expect(200);
    expect(set.body).toEqual({ status: 'active', plan: 'basic', planName: 'Basic', activeEventsAllowed: 3, publishing: true });
    const context = await request(t.server).get(USER_CONTEXT).set(ann.auth).expect(200);
    expect(context.body.hasActiveSubscription).toBe(true);
    expect(context.body.producerQuotas[0].quota).toEqual({ used: 0, allowed: 3, canAdd: true });
    const overview = await request(t.server).get(billingEndpoints.overview.path).set(ann.auth).expect(200);
    expect(overview.body).toEqual(
      expect.objectContaining({ mode: 'manual', contactEmail: 'help@example.org', pastDueGraceDays: 7 }),
    );
    // Stripe is off: checkout and portal say so, and the webhook refuses everything.
    await request(t.server).post(billingEndpoints.checkout.path).set(ann.auth).send({ poi_id: venues.race, plan: 'basic' }).expect(409);
    await request(t.server).post(billingEndpoints.stripeWebhook.path).send({ id: 'evt_1' }).expect(400);
    // Another producer's venue is not theirs to learn of.
    await request(t.server).post(billingEndpoints.checkout.path).set(owner.auth).send({ poi_id: venues.race, plan: 'basic' }).expect(409);
  });

  it('past_due keeps publishing through the grace period; canceled stops it', async () => {
    const billing = t.app.get(BillingService);
    /** Makes the venue past_due since `minutes` before the product's clock now (the grace period is counted on it). */
    const pastDueFor = (minutes: number) =>
      t.db.query(`UPDATE subscriptions SET status = 'past_due', past_due_since = $2::timestamptz - make_interval(mins => $3) WHERE venue_id = $1`, [
        venues.race,
        t.clock.now(),
        minutes,
      ]);
    const graceMinutes = billing.pastDueGraceDays * 24 * 60;
    await pastDueFor(2 * 24 * 60);
    expect(await billing.hasActiveSubscription(ann.id)).toBe(true);
    // The grace period is a span of time, not of region days: its last minute still publishes, the next does not.
    await pastDueFor(graceMinutes - 1);
    expect(await billing.hasActiveSubscription(ann.id)).toBe(true);
    await pastDueFor(graceMinutes + 1);
    expect(await billing.hasActiveSubscription(ann.id)).toBe(false);
    await t.db.query(`UPDATE subscriptions SET status = 'canceled', past_due_since = NULL WHERE venue_id = $1`, [venues.race]);
    const context = await request(t.server).get(USER_CONTEXT).set(ann.auth).expect(200);
    expect(context.body.hasActiveSubscription).toBe(false);
    expect(context.body.producerQuotas[0].quota).toEqual({ used: 0, allowed: 0, canAdd: false });
  });

  it("a deleted venue leaves its claims on the desk as 'Venue missing'", async () => {
    const res = await claim(bob, venues.gone).expect(201);
    await t.db.query('DELETE FROM venues WHERE id = $1', [venues.gone]);
    const list = claimListSchema.parse((await request(t.server).get(LIST).set(moderator.auth).expect(200)).body);
    expect(list.results.find((c) => c.id === res.body.claim.id)?.poi).toBeNull();
  });

  it('an address nobody proved verifies no claim, by registration or by an e-mail change (issue 25 N1)', async () => {
    const mallory = await registerTestAccount(t, 'mallory@cornershop.example');
    const taken = await claim(mallory, venues.shop).expect(201);
    expect(taken.body.claim.status).toBe('new');
    const open = claimListSchema.parse((await request(t.server).get(`${LIST}?status=new`).set(moderator.auth).expect(200)).body);
    expect(open.results.find((c) => c.id === taken.body.claim.id)?.auditEvents[0]?.message).toBe("No automatic check: the claimant's e-mail address is not confirmed yet; waiting for an editor.");
    await request(t.server).get(`/events/api/v1/poi/edit/${venues.shop}/`).set(mallory.auth).expect(404);

    // An e-mail change to the venue's own address (with the account's password) is only asked, not made.
    const eve = await registerTestAccount(t, 'eve@elsewhere.example');
    await openConfirmationLink(t, 'eve@elsewhere.example');
    await request(t.server).patch('/events/api/v1/account/').set(eve.auth).send({ email: 'hello@cornershop.example', password: TEST_PASSWORD }).expect(200);
    expect((await claim(eve, venues.shop).expect(201)).body.claim.status).toBe('new');
    expect(await t.db.query('SELECT 1 FROM venue_managers WHERE venue_id = $1', [venues.shop])).toEqual([]);
  });

  it('lists for editors the verified claims of claimants whose address is unconfirmed', async () => {
    const unconfirmed = claimListSchema.parse((await request(t.server).get(`${LIST}?status=verified&contact=unconfirmed`).set(moderator.auth).expect(200)).body);
    expect(unconfirmed.results.map((c) => [c.poi?.name, c.billingContact.email, c.billingContact.emailConfirmed])).toEqual([['Race Venue', 'ann@gmail.example', false]]);
    const verified = claimListSchema.parse((await request(t.server).get(`${LIST}?status=verified`).set(moderator.auth).expect(200)).body);
    expect(verified.results.find((c) => c.poi?.name === 'Colonial Hall')?.billingContact.emailConfirmed).toBe(true);
    const bad = await request(t.server).get(`${LIST}?contact=everyone`).set(moderator.auth).expect(400);
    expect(JSON.stringify(bad.body)).toContain('everyone is not one of the available choices');
  });
});
