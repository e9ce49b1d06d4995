import { z } from 'zod';
import { anyRole, endpointGroup, PUBLIC, SIGNED_IN } from './endpoint.js';
import { ANONYMOUS, ANONYMOUS_READ, NOT_SUPERUSER } from './endpoint-errors.js';
import { idSchema } from './lists.js';
import { VALIDATION } from './messages.js';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './reference.js';

/**
 * Plans and per-venue subscriptions (spec producer-and-account sections 1, 3 "Producer quota per venue", 4
 * "Subscription status values", 6). Billing runs on Stripe when the backend is configured for it (Checkout for a new
 * subscription, the customer portal, signed webhooks) and is manual otherwise: a superuser sets a venue's plan and
 * status, and `/subscription/manage/` says whom to contact.
 */
export const SUBSCRIPTION_STATUS_VALUES = SUBSCRIPTION_STATUSES.map((s) => s.value) as [SubscriptionStatus, ...SubscriptionStatus[]];

export const BILLING_MODES = ['stripe', 'manual'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const BILLING_MESSAGES = {
  manualBilling: 'Billing is handled by our staff. To start, change or cancel a subscription, contact',
  notBillingContact: 'Only the billing contact of this venue may manage its subscription.',
  stripeOff: 'Online payment is not available; contact us to subscribe.',
  unknownPlan: 'This plan is not available for purchase.',
  noCustomer: 'This venue has no online subscription yet: subscribe first.',
  badSignature: 'Invalid webhook signature.',
  publishingStopped: 'Your subscription is not active: your published events stay listed, but you cannot publish new ones.',
} as const;

const choice = VALIDATION.choice;
const planCodeSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, VALIDATION.required)
  .max(64, VALIDATION.maxLength(64));

export const planSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Active events per venue; null = no limit. */
  activeEventsAllowed: z.number().int().nullable(),
  /** Whether Checkout sells it (Stripe on and a price configured for the plan). */
  purchasable: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const venueSubscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUS_VALUES),
  plan: z.string(),
  planName: z.string(),
  activeEventsAllowed: z.number().int().nullable(),
  /** Whether the venue's producers may publish now (active, trialing, or past_due within the grace period). */
  publishing: z.boolean(),
});
export type VenueSubscription = z.infer<typeof venueSubscriptionSchema>;

/** GET billing: the mode, whom to contact, the plans, and the caller's managed venues with their subscriptions. */
export const billingOverviewSchema = z.object({
  mode: z.enum(BILLING_MODES),
  contactEmail: z.string(),
  pastDueGraceDays: z.number().int(),
  plans: z.array(planSchema),
  venues: z.array(
    z.object({
      poi: z.object({ id: z.number().int(), name: z.string() }),
      isBillingContact: z.boolean(),
      subscription: venueSubscriptionSchema.nullable(),
      /** A billing page staff set for the venue under manual billing (the billing contact only). */
      portalLink: z.string().nullable(),
    }),
  ),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const checkoutSchema = z.object({ poi_id: idSchema, plan: planCodeSchema });
export type Checkout = z.infer<typeof checkoutSchema>;

export const portalSchema = z.object({ poi_id: idSchema });
export type Portal = z.infer<typeof portalSchema>;

export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/** A superuser's manual change of a venue's subscription (manual billing: the moderation modal or `npm run plan:venue`). */
export const venueSubscriptionWriteSchema = z.object({
  plan: planCodeSchema,
  status: z.enum(SUBSCRIPTION_STATUS_VALUES, { error: (issue) => (issue.input === undefined ? VALIDATION.required : choice(issue)) }),
});
export type VenueSubscriptionWrite = z.infer<typeof venueSubscriptionWriteSchema>;

export const venueIdParamSchema = z.object({ venueId: idSchema });

const BILLING = '/events/api/v1/billing/';
const billing = endpointGroup({ tag: 'billing', access: SIGNED_IN });

export const billingEndpoints = {
  overview: billing.get(BILLING, {
    summary: "Billing mode, plans, and the caller's venues with their subscriptions",
    response: billingOverviewSchema,
    responseDescription: 'What /subscription/manage/ shows.',
    errors: { 403: ANONYMOUS_READ },
  }),
  checkout: billing.post(`${BILLING}checkout/`, {
    summary: 'Start Stripe Checkout for a venue subscription (billing contact only)',
    body: checkoutSchema,
    response: redirectUrlSchema,
    responseDescription: 'The Checkout page to send the browser to.',
    errors: { 400: 'Field error map (poi_id, plan).', 403: ANONYMOUS, 404: 'Not a venue the caller is billing contact of.', 409: 'Billing is manual.' },
  }),
  portal: billing.post(`${BILLING}portal/`, {
    summary: "Open Stripe's customer portal for a venue's subscription (billing contact only)",
    body: portalSchema,
    response: redirectUrlSchema,
    responseDescription: 'The portal page to send the browser to.',
    errors: { 400: 'Field error map.', 403: ANONYMOUS, 404: 'Not a venue the caller is billing contact of.', 409: 'Billing is manual, or no customer yet.' },
  }),
  setVenueSubscription: billing.put(`${BILLING}venues/{venueId}/subscription/`, {
    access: anyRole('superuser'),
    summary: "Set a venue's plan and subscription status by hand (manual billing)",
    params: venueIdParamSchema,
    body: venueSubscriptionWriteSchema,
    response: venueSubscriptionSchema,
    responseDescription: 'The venue subscription as it is now.',
    errors: { 400: 'Field error map (plan, status).', 403: NOT_SUPERUSER, 404: 'No such venue.' },
  }),
  stripeWebhook: billing.post(`${BILLING}stripe/webhook/`, {
    access: PUBLIC,
    summary: 'Stripe webhook (signed with the endpoint secret)',
    description:
      'checkout.session.completed, customer.subscription.updated/deleted and invoice.payment_failed move the venue subscription; each event applies once, and an event older than the state it would change is ignored.',
    response: z.object({ received: z.boolean() }),
    bodyOptional: true,
    responseDescription: 'Accepted (also for events that change nothing).',
    errors: { 400: 'Missing or bad signature, or billing is manual.' },
  }),
};
