import { z } from 'zod';
import { defineConfigSlice, envVar } from '../../config/config-slice.js';
import { countSchema, httpUrlSchema } from '../../config/config-values.js';

export type BillingConfig = {
  /** Stripe's secret API key; unset = manual billing (a superuser sets plans and statuses). */
  readonly stripeSecretKey: string | undefined;
  /** Signing secret of the webhook endpoint (whsec_...); webhooks are refused without it. */
  readonly stripeWebhookSecret: string | undefined;
  /** Plan code -> Stripe price id: the plans Checkout sells. */
  readonly stripePrices: Readonly<Record<string, string>>;
  /** Where the Stripe client sends API calls (a test server stands in for api.stripe.com); unset = Stripe. */
  readonly stripeApiUrl: string | undefined;
  /** Days a past_due subscription keeps publishing before it stops (spec: "past_due keeps publishing for a grace period"). */
  readonly pastDueGraceDays: number;
};

/** `basic:price_123,pro:price_456` -> {basic: 'price_123', pro: 'price_456'}. */
export const stripePricesSchema = z.string().transform((value, ctx) => {
  const prices: Record<string, string> = {};
  for (const pair of value.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const [code, price] = pair.split(':').map((p) => p.trim());
    if (!code || !price) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma list of plan:price_id pairs' });
      return z.NEVER;
    }
    prices[code] = price;
  }
  return prices;
});

export const billingConfig = defineConfigSlice({
  variables: [
    { name: 'STRIPE_SECRET_KEY', default: '(unset: manual billing)', description: 'Stripe secret API key; set, new subscriptions go through Stripe Checkout and the customer portal.' },
    { name: 'STRIPE_WEBHOOK_SECRET', default: '(unset)', description: 'Signing secret (whsec_...) of the Stripe webhook endpoint /events/api/v1/billing/stripe/webhook/.' },
    { name: 'STRIPE_PRICES', default: '(unset)', description: 'Plans sold through Checkout, as plan_code:price_id pairs separated by commas.' },
    { name: 'STRIPE_API_URL', default: '(unset: https://api.stripe.com)', description: 'Base URL of the Stripe API (for tests and Stripe mock servers).' },
    { name: 'BILLING_PAST_DUE_GRACE_DAYS', default: '7', description: 'Days a past_due subscription keeps publishing new events.' },
  ],
  shape: {
    STRIPE_SECRET_KEY: envVar(z.string()),
    STRIPE_WEBHOOK_SECRET: envVar(z.string()),
    STRIPE_PRICES: envVar(stripePricesSchema),
    STRIPE_API_URL: envVar(httpUrlSchema),
    BILLING_PAST_DUE_GRACE_DAYS: envVar(countSchema),
  },
  read: (values): { readonly billing: BillingConfig } => ({
    billing: {
      stripeSecretKey: values.STRIPE_SECRET_KEY,
      stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
      stripePrices: values.STRIPE_PRICES ?? {},
      stripeApiUrl: values.STRIPE_API_URL,
      pastDueGraceDays: values.BILLING_PAST_DUE_GRACE_DAYS ?? 7,
    },
  }),
});
