import { z } from 'zod';
import { defineConfigSlice } from '../../config/config-slice.js';
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
  variables: {
    STRIPE_SECRET_KEY: {
      schema: z.string(),
      whenUnset: '(unset: manual billing)',
      description: 'Stripe secret API key; set, new subscriptions go through Stripe Checkout and the customer portal.',
    },
    STRIPE_WEBHOOK_SECRET: {
      schema: z.string(),
      whenUnset: '(unset)',
      description: 'Signing secret (whsec_...) of the Stripe webhook endpoint /events/api/v1/billing/stripe/webhook/.',
    },
    STRIPE_PRICES: { schema: stripePricesSchema, whenUnset: '(unset)', description: 'Plans sold through Checkout, as plan_code:price_id pairs separated by commas.' },
    STRIPE_API_URL: {
      schema: httpUrlSchema,
      whenUnset: '(unset: https://api.stripe.com)',
      description: 'Base URL of the Stripe API (for tests and Stripe mock servers).',
    },
    BILLING_PAST_DUE_GRACE_DAYS: { schema: countSchema, default: '7', description: 'Days a past_due subscription keeps publishing new events.' },
  },
  read: (values): { readonly billing: BillingConfig } => ({
    billing: {
      stripeSecretKey: values.STRIPE_SECRET_KEY,
      stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
      stripePrices: values.STRIPE_PRICES ?? {},
      stripeApiUrl: values.STRIPE_API_URL,
      pastDueGraceDays: values.BILLING_PAST_DUE_GRACE_DAYS,
    },
  }),
});
