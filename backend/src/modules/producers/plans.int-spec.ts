import request from 'supertest';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { producerQuotaListSchema } from '@events/contracts/quotas';
import { useTestApp } from '../../testing/test-app.js';
import { signInWithRole } from '../../testing/test-accounts.js';
import { insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import type { AccountRole } from '../users/users.service.js';
import { runPlanAssign, runPlanSet } from '../billing/plan-cli.js';

const QUOTAS = '/events/api/v1/producer/quotas/';

describe('plans: plan:set, plan:assign and the quota read through the plan (real PostgreSQL)', () => {
  // The whole app: the user context it reads is the account module's, built on this one.
  const t = useTestApp();
  let venueId: number;
  const lines: string[] = [];
  const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`ERR ${line}`) };

  const signedIn = async (email: string, role: AccountRole): Promise<string> => (await signInWithRole(t, email, role)).key;

  async function quotas(key: string) {
    const res = await request(t.server).get(QUOTAS).set('Authorization', `Bearer ${key}`).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return producerQuotaListSchema.parse(res.body);
  }

  beforeAll(async () => {
    venueId = await insertVenueFixture(t.app, { name: 'Mahaiwe Theater' });
    const today = localDateOf(t.clock.now(), 'America/New_York');
    for (const [name, days] of [['Film Night', 2], ['Jazz Trio', 5], ['Puppet Show', 9]] as const) {
      await insertEventFixture(t.app, { venue_id: venueId, name, series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, days), timeStart: '19:00' }] });
    }
  });

  beforeEach(() => {
    lines.length = 0;
  });

  it('a new producer is on the demo plan (10 active events per venue), read through GET producer/quotas/', async () => {
    const key = await signedIn('plans.producer@example.org', 'producer');
    expect(await quotas(key)).toEqual([
      { poi: { id: venueId, name: 'Mahaiwe Theater' }, quota: { used: 3, allowed: 10, canAdd: true }, isBillingContact: true, portalLink: null },
    ]);
    const plan = await t.db.query<{ name: string; active_events_allowed: number | null }[]>(`SELECT name, active_events_allowed FROM plans WHERE code = 'demo'`);
    expect(plan).toEqual([{ name: 'Demo', active_events_allowed: 10 }]);
  });

  it('plan:set creates and changes plans; every subscriber of a plan follows its allowance', async () => {
    const key = await signedIn('plans.small@example.org', 'producer');
    expect(await runPlanSet(['--code', 'small', '--name', 'Small venue', '--active-events', '3'], t.db, out)).toBe(0);
    expect(lines).toEqual(['Created plan small ("Small venue"): 3 active events per venue.']);
    expect(await runPlanAssign(['--email', 'plans.small@example.org', '--plan', 'small'], t.db, out)).toBe(0);
    expect(lines[1]).toBe('plans.small@example.org is on plan small ("Small venue", 3 active events per venue), status active.');
    expect((await quotas(key))[0]?.quota).toEqual({ used: 3, allowed: 3, canAdd: false });

    // Raising the plan's allowance raises it for the subscriber, without touching the subscription.
    expect(await runPlanSet(['--code', 'small', '--active-events', '4'], t.db, out)).toBe(0);
    expect(lines[2]).toBe('Updated plan small ("Small venue"): 4 active events per venue.');
    expect((await quotas(key))[0]?.quota).toEqual({ used: 3, allowed: 4, canAdd: true });

    expect(await runPlanSet(['--code', 'small', '--no-limit'], t.db, out)).toBe(0);
    expect(lines[3]).toBe('Updated plan small ("Small venue"): no event limit.');
    expect((await quotas(key))[0]?.quota).toBeNull();
    const context = await request(t.server).get('/events/userdata/').set('Authorization', `Bearer ${key}`).expect(200);
    expect(context.body.producerQuotas[0].quota).toBeNull();
  });

  it('plan:assign sets the status and portal link: only active, trialing (and past_due in its grace period) subscriptions may publish', async () => {
    const key = await signedIn('plans.status@example.org', 'producer');
    await runPlanSet(['--code', 'pro', '--name', 'Pro', '--active-events', '50'], t.db, out);
    expect(await runPlanAssign(['--email', 'plans.status@example.org', '--plan', 'pro', '--status', 'unpaid', '--portal-link', 'https://billing.example.org/p/1'], t.db, out)).toBe(0);
    expect(await quotas(key)).toEqual([
      { poi: { id: venueId, name: 'Mahaiwe Theater' }, quota: { used: 3, allowed: 0, canAdd: false }, isBillingContact: true, portalLink: 'https://billing.example.org/p/1' },
    ]);
    const lapsed = await request(t.server).get('/events/userdata/').set('Authorization', `Bearer ${key}`).expect(200);
    expect(lapsed.body.hasActiveSubscription).toBe(false);

    expect(await runPlanAssign(['--email', 'plans.status@example.org', '--plan', 'pro', '--status', 'trialing'], t.db, out)).toBe(0);
    expect(await quotas(key)).toEqual([
      { poi: { id: venueId, name: 'Mahaiwe Theater' }, quota: { used: 3, allowed: 50, canAdd: true }, isBillingContact: true, portalLink: 'https://billing.example.org/p/1' },
    ]);
    // Subscriptions are per venue: the producers of one venue share its one subscription.
    const subscriptions = await t.db.query<unknown[]>(`SELECT 1 FROM subscriptions WHERE venue_id = $1`, [venueId]);
    expect(subscriptions).toHaveLength(1);
  });

  it('plan:assign gives an account without a subscription its first one', async () => {
    await signedIn('plans.first@example.org', 'user');
    await runPlanSet(['--code', 'starter', '--name', 'Starter', '--active-events', '1'], t.db, out);
    expect(await runPlanAssign(['--email', 'plans.first@example.org', '--plan', 'starter', '--status', 'active'], t.db, out)).toBe(0);
    const rows = await t.db.query<{ plan: string; status: string }[]>(
      `SELECT s.plan, s.status FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = 'plans.first@example.org'`,
    );
    expect(rows).toEqual([{ plan: 'starter', status: 'active' }]);
  });

  it('a subscription whose plan code has no plan row keeps its own allowance, until the plan is made', async () => {
    const key = await signedIn('plans.legacy@example.org', 'producer');
    await t.db.query(
      `UPDATE subscriptions SET plan = 'legacy', status = 'active', active_events_allowed = 2 WHERE venue_id = $1`,
      [venueId],
    );
    expect((await quotas(key))[0]?.quota).toEqual({ used: 3, allowed: 2, canAdd: false });
    expect(await runPlanSet(['--code', 'legacy', '--name', 'Legacy', '--active-events', '6'], t.db, out)).toBe(0);
    expect((await quotas(key))[0]?.quota).toEqual({ used: 3, allowed: 6, canAdd: true });
  });

  it('refuses bad options with the usage (2) and unknown accounts or plans (1), changing nothing', async () => {
    expect(await runPlanSet([], t.db, out)).toBe(2);
    expect(await runPlanSet(['--code', 'Bad Code', '--no-limit'], t.db, out)).toBe(2);
    expect(await runPlanSet(['--code', 'neu'], t.db, out)).toBe(2);
    expect(lines.at(-1)).toBe('ERR Plan "neu" is new: give --active-events N or --no-limit');
    expect(await runPlanSet(['--code', 'neu', '--active-events=-1'], t.db, out)).toBe(2);
    expect(await runPlanSet(['--code', 'neu', '--active-events', '2.5'], t.db, out)).toBe(2);
    expect(await runPlanSet(['--code', 'neu', '--limit', '2'], t.db, out)).toBe(2);
    expect(await runPlanSet(['--code', 'neu', '--active-events', '2', '--no-limit'], t.db, out)).toBe(2);
    expect(await runPlanSet(['--code', 'neu', '--name', 'x'.repeat(129), '--no-limit'], t.db, out)).toBe(2);
    expect(await t.db.query(`SELECT 1 FROM plans WHERE code = 'neu'`)).toEqual([]);

    expect(await runPlanAssign(['--email', 'plans.status@example.org'], t.db, out)).toBe(2);
    expect(await runPlanAssign(['--email', 'plans.status@example.org', '--plan', 'pro', '--status', 'gold'], t.db, out)).toBe(2);
    expect(await runPlanAssign(['--email', 'plans.status@example.org', '--plan', 'pro', '--portal-link', 'javascript:alert(1)'], t.db, out)).toBe(2);
    expect(await runPlanAssign(['--email', 'nobody@example.org', '--plan', 'pro'], t.db, out)).toBe(1);
    expect(lines.at(-1)).toBe('ERR No account with the e-mail address nobody@example.org: create it first (npm run user:create).');
    expect(await runPlanAssign(['--email', 'plans.status@example.org', '--plan', 'missing'], t.db, out)).toBe(1);
    expect(lines.at(-1)).toBe('ERR No plan "missing": create it first (npm run plan:set).');
  });

  it('GET producer/quotas/: 403 for anonymous visitors, an empty list for an account managing no venue', async () => {
    await request(t.server).get(QUOTAS).expect(403);
    const key = await signedIn('plans.plain@example.org', 'user');
    expect(await quotas(key)).toEqual([]);
  });
});
