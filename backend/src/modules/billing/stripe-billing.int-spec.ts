import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { billingEndpoints } from '@events/contracts/billing';
import { quotasEndpoints } from '@events/contracts/quotas';
import Stripe from 'stripe';
import request from 'supertest';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { BillingService } from './billing.service.js';

const WEBHOOK = billingEndpoints.stripeWebhook.path;
const SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

/** A local server standing in for api.stripe.com: it answers Checkout and portal session calls and keeps what it was sent. */
type StripeCall = { path: string; body: URLSearchParams };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });
}

describe('Stripe billing: Checkout, portal and signed webhooks (real PostgreSQL, local Stripe API)', () => {
  let api: Server;
  const calls: StripeCall[] = [];
  let payer: TestAccount;
  let helper: TestAccount;
  let venue = 0;
  let eventCounter = 0;
  const base = Math.floor(Date.now() / 1000) - 3600;

  function event(type: string, object: Record<string, unknown>, created: number, id = `evt_${++eventCounter}`): string {
    return JSON.stringify({ id, object: 'event', type, created, livemode: false, api_version: '2025-01-01', data: { object } });
  }

  /** Posts the payload signed with the endpoint secret, with another signature, or with none (null). */
  function deliver(payload: string, signature: string | null = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET })) {
    const req = request(t.server).post(WEBHOOK).set('Content-Type', 'application/json');
    return (signature === null ? req : req.set('Stripe-Signature', signature)).send(payload);
  }

  async function subscription() {
    const rows = await t.db.query<{ status: string; plan: string; stripe_subscription_id: string | null }[]>(
      'SELECT status, plan, stripe_subscription_id FROM subscriptions WHERE venue_id = $1',
      [venue],
    );
    return rows[0];
  }

  beforeAll(async () => {
    api = createServer((req, res) => {
      void readBody(req).then((text) => {
        calls.push({ path: req.url ?? '', body: new URLSearchParams(text) });
        res.setHeader('Content-Type', 'application/json');
        if (req.url === '/v1/checkout/sessions') res.end(JSON.stringify({ id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/cs_test_1' }));
        else if (req.url === '/v1/billing_portal/sessions') res.end(JSON.stringify({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/1' }));
        else {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { message: 'unknown', type: 'invalid_request_error' } }));
        }
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  });
  // The whole app: the user context it reads is the account module's, built on this one.
  const t = useTestApp({
    config: () => ({
      billing: {
        stripeSecretKey: 'sk_test_local',
        stripeWebhookSecret: SECRET,
        stripePrices: { basic: 'price_basic', pro: 'price_pro' },
        stripeApiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      },
      publicUrl: 'https://events.example',
    }),
  });
  afterAll(async () => {
    await new Promise((resolve) => api?.close(resolve));
  });

  beforeAll(async () => {
    await t.db.query(`INSERT INTO plans (code, name, active_events_allowed) VALUES ('basic', 'Basic', 3), ('pro', 'Pro', NULL)`);
    venue = await insertVenueFixture(t.app, { name: 'Paid Hall' });
    payer = await registerTestAccount(t, 'payer@example.org', { manages: [venue], billingContact: true });
    helper = await registerTestAccount(t, 'helper@example.org', { manages: [venue] });
  });

  it('the overview sells the plans with a price; Checkout is for the billing contact only', async () => {
    const overview = await request(t.server).get(billingEndpoints.overview.path).set(payer.auth).expect(200);
    expect(overview.body.mode).toBe('stripe');
    expect(overview.body.plans.map((p: { code: string; purchasable: boolean }) => [p.code, p.purchasable])).toEqual([
      ['basic', true],
      ['pro', true],
    ]);
    await request(t.server).post(billingEndpoints.checkout.path).set(helper.auth).send({ poi_id: venue, plan: 'basic' }).expect(404);
    await request(t.server).post(billingEndpoints.checkout.path).set(payer.auth).send({ poi_id: venue, plan: 'gold' }).expect(400);
    const res = await request(t.server).post(billingEndpoints.checkout.path).set(payer.auth).send({ poi_id: venue, plan: 'basic' }).expect(200);
    expect(res.body).toEqual({ url: 'https://checkout.stripe.test/cs_test_1' });
    const sent = calls.find((c) => c.path === '/v1/checkout/sessions')?.body;
    expect(sent?.get('mode')).toBe('subscription');
    expect(sent?.get('line_items[0][price]')).toBe('price_basic');
    expect(sent?.get('metadata[venue_id]')).toBe(String(venue));
    expect(sent?.get('success_url')).toBe('https://events.example/subscription/manage/?checkout=success');
    // No customer yet: the portal has nothing to show.
    await request(t.server).post(billingEndpoints.portal.path).set(payer.auth).send({ poi_id: venue }).expect(409);
  });

  it('refuses a missing or bad signature with 400, changing nothing', async () => {
    const payload = event('checkout.session.completed', { metadata: { venue_id: String(venue), user_id: String(payer.id), plan: 'basic' } }, base);
    await deliver(payload, null).expect(400);
    await deliver(payload, 't=1,v1=deadbeef').expect(400);
    await deliver(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' })).expect(400);
    await deliver(payload.replace('basic', 'pro'), signer.webhooks.generateTestHeaderString({ payload, secret: SECRET })).expect(400);
    expect(await subscription()).toBeUndefined();
    expect(await t.db.query('SELECT id FROM stripe_events')).toEqual([]);
  });

  it('checkout.session.completed starts the venue subscription; the producer publishes within the plan', async () => {
    const payload = event(
      'checkout.session.completed',
      { object: 'checkout.session', customer: 'cus_1', subscription: 'sub_1', metadata: { venue_id: String(venue), user_id: String(payer.id), plan: 'basic' } },
      base,
      'evt_checkout',
    );
    await deliver(payload).expect(200, { received: true });
    expect(await subscription()).toEqual({ status: 'active', plan: 'basic', stripe_subscription_id: 'sub_1' });
    expect(await t.app.get(BillingService).hasActiveSubscription(payer.id)).toBe(true);
    const portal = await request(t.server).post(billingEndpoints.portal.path).set(payer.auth).send({ poi_id: venue }).expect(200);
    expect(portal.body).toEqual({ url: 'https://billing.stripe.test/p/1' });
    expect(calls.find((c) => c.path === '/v1/billing_portal/sessions')?.body.get('customer')).toBe('cus_1');
  });

  it("another producer learns nothing of this venue's subscription or quota: 404, and absent from their lists", async () => {
    const stranger = await registerTestAccount(t, 'stranger@example.org');
    const own = await insertVenueFixture(t.app, { name: 'Stranger Hall' });
    await t.db.query('INSERT INTO venue_managers (user_id, venue_id, is_billing_contact) VALUES ($1, $2, true)', [stranger.id, own]);
    const portal = await request(t.server).post(billingEndpoints.portal.path).set(stranger.auth).send({ poi_id: venue }).expect(404);
    const checkout = await request(t.server).post(billingEndpoints.checkout.path).set(stranger.auth).send({ poi_id: venue, plan: 'basic' }).expect(404);
    // The same answer as for a venue id that does not exist, so the reply does not tell one from the other.
    const missing = await request(t.server).post(billingEndpoints.portal.path).set(stranger.auth).send({ poi_id: 999_999 }).expect(404);
    expect(portal.body).toEqual(missing.body);
    expect(checkout.body).toEqual(missing.body);
    const overview = await request(t.server).get(billingEndpoints.overview.path).set(stranger.auth).expect(200);
    expect(overview.body.venues.map((v: { poi: { id: number } }) => v.poi.id)).toEqual([own]);
    const quotas = await request(t.server).get(quotasEndpoints.list.path).set(stranger.auth).expect(200);
    expect(quotas.body.map((q: { poi: { id: number } }) => q.poi.id)).toEqual([own]);
  });

  it('applies each event once and never lets an older event overwrite a newer state', async () => {
    await deliver(event('invoice.payment_failed', { object: 'invoice', parent: { subscription_details: { subscription: 'sub_1' } } }, base + 20)).expect(200);
    expect((await subscription())?.status).toBe('past_due');
    // Within the grace period a past_due venue still publishes.
    expect(await t.app.get(BillingService).hasActiveSubscription(payer.id)).toBe(true);
    // The checkout event delivered again: already applied, nothing changes.
    const replay = event(
      'checkout.session.completed',
      { customer: 'cus_1', subscription: 'sub_1', metadata: { venue_id: String(venue), user_id: String(payer.id), plan: 'basic' } },
      base,
      'evt_checkout',
    );
    await deliver(replay).expect(200);
    expect((await subscription())?.status).toBe('past_due');
    // An update sent before the payment failure arrives late: ignored.
    await deliver(event('customer.subscription.updated', { id: 'sub_1', object: 'subscription', status: 'active', items: { data: [{ price: { id: 'price_pro' } }] } }, base + 10)).expect(200);
    expect(await subscription()).toEqual({ status: 'past_due', plan: 'basic', stripe_subscription_id: 'sub_1' });
    // A newer update moves it, with the plan of its price.
    const upgrade = event('customer.subscription.updated', { id: 'sub_1', object: 'subscription', status: 'active', items: { data: [{ price: { id: 'price_pro' } }] } }, base + 30);
    await deliver(upgrade).expect(200);
    await deliver(upgrade).expect(200);
    expect(await subscription()).toEqual({ status: 'active', plan: 'pro', stripe_subscription_id: 'sub_1' });
    const ctx = await request(t.server).get('/events/userdata/').set(payer.auth).expect(200);
    expect(ctx.body.producerQuotas[0].quota).toBeNull();
    await deliver(event('customer.subscription.deleted', { id: 'sub_1', object: 'subscription', status: 'canceled' }, base + 40)).expect(200);
    expect((await subscription())?.status).toBe('canceled');
    expect(await t.app.get(BillingService).hasActiveSubscription(payer.id)).toBe(false);
    const rows = await t.db.query<{ count: number }[]>('SELECT count(*)::int AS count FROM stripe_events');
    expect(rows[0]?.count).toBe(5);
  });

  it('accepts events it does not handle without changing anything', async () => {
    await deliver(event('customer.created', { id: 'cus_9', object: 'customer' }, base + 50)).expect(200, { received: true });
    expect((await subscription())?.status).toBe('canceled');
  });
});
