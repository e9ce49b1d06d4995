import { Inject, Injectable, Logger } from '@nestjs/common';
import { BILLING_MESSAGES, type Checkout, type RedirectUrl } from '@events/contracts/billing';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@events/contracts/reference';
import type Stripe from 'stripe';
import { Clock } from '../../common/clock/clock.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DatabaseService } from '../../database/database.service.js';
import type { BillingConfig } from './billing.config.js';
import { BillingError } from './billing.errors.js';
import { BillingRepository } from './billing.repository.js';
import { BillingService } from './billing.service.js';

/** What a webhook delivery did: applied, a replay of an applied event, stale (older than the state), or ignored. */
export type WebhookOutcome = 'applied' | 'replayed' | 'stale' | 'ignored';

const STATUSES: readonly string[] = SUBSCRIPTION_STATUSES.map((s) => s.value);

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  const id = asRecord(value)['id'];
  return typeof id === 'string' ? id : null;
}

/** The Stripe subscription an invoice belongs to (the field moved under parent.subscription_details in 2025 API versions). */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const nested = asRecord(asRecord(invoice['parent'])['subscription_details'])['subscription'];
  return idOf(nested) ?? idOf(invoice['subscription']);
}

/**
 * Billing through Stripe (when STRIPE_SECRET_KEY is set): Checkout for a venue's new subscription, the customer
 * portal, and the webhook that moves a venue subscription's status. A webhook is applied once (stripe_events holds
 * every applied id) and never over a newer state (subscriptions.last_event_at holds the time of the event that set it).
 */
@Injectable()
export class StripeBillingService {
  private readonly logger = new Logger('Billing');
  private readonly config: BillingConfig;
  /** The Stripe client, made on the first call that needs it: the SDK is large, and manual billing never loads it. */
  private stripe: Promise<Stripe> | undefined;

  constructor(
    private readonly db: DatabaseService,
    private readonly repository: BillingRepository,
    private readonly billing: BillingService,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.config = config.billing;
  }

  private clientOptions(): Stripe.StripeConfig {
    if (this.config.stripeApiUrl === undefined) return {};
    const url = new URL(this.config.stripeApiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }

  private client(): Promise<Stripe> {
    const secretKey = this.config.stripeSecretKey;
    if (secretKey === undefined) throw new BillingError('manual_billing');
    this.stripe ??= import('stripe').then(({ default: StripeClient }) => new StripeClient(secretKey, this.clientOptions()));
    return this.stripe;
  }

  /** The venue the caller is billing contact of, or a 404 (another producer's venue is not theirs to learn of). */
  private async billedVenue(userId: number, venueId: number) {
    const venue = (await this.billing.managedVenueSubscriptions(userId)).find((entry) => entry.venue.id === venueId);
    if (!venue || !venue.isBillingContact) throw new BillingError('not_billing_contact');
    return venue;
  }

  /** A Checkout session for a venue subscription on the plan; the session's metadata names the venue, plan and payer. */
  async checkout(user: { id: number; email: string }, input: Checkout, origin: string): Promise<RedirectUrl> {
    const stripe = await this.client();
    const price = this.config.stripePrices[input.plan];
    if (price === undefined) throw new RequestValidationError({ plan: [BILLING_MESSAGES.unknownPlan] });
    const venue = await this.billedVenue(user.id, input.poi_id);
    const metadata = { venue_id: String(venue.venue.id), user_id: String(user.id), plan: input.plan };
    const customer = venue.subscription?.stripeCustomerId ?? undefined;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      success_url: `${origin}/subscription/manage/?checkout=success`,
      cancel_url: `${origin}/subscription/manage/?checkout=canceled`,
      client_reference_id: String(venue.venue.id),
      metadata,
      subscription_data: { metadata },
      ...(customer ? { customer } : { customer_email: user.email }),
    });
    if (!session.url) throw new BillingError('manual_billing');
    return { url: session.url };
  }

  /** A customer-portal session for the venue's Stripe customer. */
  async portal(userId: number, venueId: number, origin: string): Promise<RedirectUrl> {
    const stripe = await this.client();
    const venue = await this.billedVenue(userId, venueId);
    const customer = venue.subscription?.stripeCustomerId;
    if (!customer) throw new BillingError('no_customer');
    const session = await stripe.billingPortal.sessions.create({ customer, return_url: `${origin}/subscription/manage/` });
    return { url: session.url };
  }

  /** Verifies the signature over the raw body with the endpoint secret; a missing or bad one is a 400 that changes nothing. */
  async verify(rawBody: Buffer | undefined, signature: string | undefined): Promise<Stripe.Event> {
    const secret = this.config.stripeWebhookSecret;
    if (this.config.stripeSecretKey === undefined || !secret || !rawBody || !signature) throw new BillingError('bad_signature');
    const stripe = await this.client();
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new BillingError('bad_signature');
    }
  }

  /** Applies a verified event in one transaction with its idempotency record. */
  async handle(event: Stripe.Event): Promise<WebhookOutcome> {
    const eventAt = new Date(event.created * 1000);
    const object = asRecord(event.data.object);
    return this.db.transaction(async (tx) => {
      if (!(await this.repository.recordStripeEvent(event.id, event.type, eventAt, tx))) return 'replayed';
      let applied: boolean | undefined;
      switch (event.type) {
        case 'checkout.session.completed': {
          const metadata = asRecord(object['metadata']);
          const venueId = Number(metadata['venue_id']);
          const userId = Number(metadata['user_id']);
          const plan = typeof metadata['plan'] === 'string' ? metadata['plan'] : '';
          if (!Number.isInteger(venueId) || !Number.isInteger(userId) || plan === '') return 'ignored';
          applied = await this.repository.applyCheckout(
            { venueId, userId, plan, status: 'active', customerId: idOf(object['customer']), subscriptionId: idOf(object['subscription']), eventAt },
            this.clock.now(),
            tx,
          );
          break;
        }
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          const id = idOf(object);
          const status = event.type === 'customer.subscription.deleted' ? 'canceled' : String(object['status']);
          if (!id || !STATUSES.includes(status)) return 'ignored';
          applied = await this.repository.applyStripeStatus(id, status as SubscriptionStatus, this.planOfSubscription(object), eventAt, this.clock.now(), tx);
          break;
        }
        case 'invoice.payment_failed': {
          const id = invoiceSubscriptionId(object);
          if (!id) return 'ignored';
          applied = await this.repository.applyStripeStatus(id, 'past_due', null, eventAt, this.clock.now(), tx);
          break;
        }
        default:
          return 'ignored';
      }
      if (!applied) this.logger.log({ event: event.id, type: event.type }, 'Stripe event older than the state it would change, or for no known subscription');
      return applied ? 'applied' : 'stale';
    });
  }

  /** The plan code whose configured price the subscription's first item has, or null (keep the plan). */
  private planOfSubscription(subscription: Record<string, unknown>): string | null {
    const items = asRecord(subscription['items'])['data'];
    const first = Array.isArray(items) ? asRecord(items[0]) : {};
    const price = idOf(first['price']);
    const entry = Object.entries(this.config.stripePrices).find(([, id]) => id === price);
    return entry ? entry[0] : null;
  }
}
