import { z } from 'zod';
import { AUTH_MESSAGES } from './auth.js';
import { planSchema, SUBSCRIPTION_STATUS_VALUES } from './billing.js';
import { anyRole, endpointGroup } from './endpoint.js';
import { NOT_SUPERUSER } from './endpoint-errors.js';
import { boundedNumber, optionalHttpUrl, requiredText } from './form-fields.js';
import { resultListSchema } from './lists.js';
import { VALIDATION } from './messages.js';

/**
 * Plans, from the browser (issue 27): what `npm run plan:set` and `plan:assign` do on the command line, for
 * superusers. Each change is a staff action.
 */
export const PLAN_ADMIN_PATH = '/editor/plans/';

export const PLAN_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const PLAN_NAME_MAX = 128;
/** The largest allowance a plan may give; beyond it, a plan has no limit. */
export const PLAN_ALLOWANCE_MAX = 100_000;

export const PLAN_ADMIN_MESSAGES = {
  title: 'Plans',
  code: 'Use 1 to 64 lower-case letters, digits, - or _, starting with a letter or digit.',
  unknownPlan: 'No plan has this code.',
  unknownAccount: 'No account has this e-mail address.',
  assigned: (email: string, plan: string, venues: number) =>
    venues === 0 ? `${email} is on ${plan}; the plan applies to the venues they manage from now on.` : `${email} is on ${plan} for ${venues} venue(s).`,
  saved: (name: string) => `Plan ${name} saved.`,
} as const;

const planCodeSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, VALIDATION.required)
  .regex(PLAN_CODE_PATTERN, PLAN_ADMIN_MESSAGES.code);

export const planCodeParamSchema = z.object({ code: planCodeSchema });

/** PUT body: a plan's name and active events per venue (null: no limit). */
export const planWriteSchema = z.object({
  name: requiredText({ max: PLAN_NAME_MAX }),
  active_events_allowed: boundedNumber({ integer: true, min: 0, max: PLAN_ALLOWANCE_MAX }).nullable(),
});
export type PlanWrite = z.infer<typeof planWriteSchema>;
export type PlanWriteInput = z.input<typeof planWriteSchema>;

/** POST assign body: the account, the plan, the status (default active), a billing page link for manual billing. */
export const planAssignSchema = z.object({
  email: z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).max(254, VALIDATION.maxLength(254)).email(AUTH_MESSAGES.emailInvalid),
  plan: planCodeSchema,
  status: z
    .enum(SUBSCRIPTION_STATUS_VALUES, { error: VALIDATION.choice })
    .default('active'),
  portal_link: optionalHttpUrl({ max: 512 }),
});
export type PlanAssign = z.infer<typeof planAssignSchema>;
export type PlanAssignInput = z.input<typeof planAssignSchema>;

/**
 * The Plans screen's plan form: the code (fixed once the plan exists), the name, and either an allowance typed as
 * text or "No limit"; parsed into the code and the PUT body.
 */
export const planFormSchema = z
  .object({ code: planCodeSchema, name: requiredText({ max: PLAN_NAME_MAX }), noLimit: z.boolean(), allowance: z.string() })
  .superRefine((value, ctx) => {
    if (value.noLimit) return;
    const allowance = value.allowance.trim();
    if (allowance === '') ctx.addIssue({ code: 'custom', path: ['allowance'], message: VALIDATION.required });
    else if (!/^\d+$/.test(allowance) || Number(allowance) > PLAN_ALLOWANCE_MAX) {
      ctx.addIssue({ code: 'custom', path: ['allowance'], message: VALIDATION.numberBetween(0, PLAN_ALLOWANCE_MAX) });
    }
  })
  .transform((value): { code: string; body: PlanWrite } => ({
    code: value.code,
    body: { name: value.name, active_events_allowed: value.noLimit ? null : Number(value.allowance.trim()) },
  }));
export type PlanFormValues = z.input<typeof planFormSchema>;

export const planListSchema = resultListSchema(planSchema);
export type PlanList = z.infer<typeof planListSchema>;

export const planAssignedSchema = z.object({
  email: z.string(),
  plan: z.string(),
  status: z.enum(SUBSCRIPTION_STATUS_VALUES),
  /** The venues the plan now pays for (none while the account manages none). */
  venues: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PlanAssigned = z.infer<typeof planAssignedSchema>;

const PLANS = '/events/api/v1/admin/plans/';
const plans = endpointGroup({ tag: 'billing', access: anyRole('superuser'), errors: { 403: NOT_SUPERUSER } });

export const planAdminEndpoints = {
  list: plans.get(PLANS, {
    summary: 'Every plan, by allowance',
    response: planListSchema,
  }),
  put: plans.put(`${PLANS}{code}/`, {
    summary: "Create a plan or change its name and allowance (plan:set; recorded as a staff action)",
    params: planCodeParamSchema,
    body: planWriteSchema,
    response: planSchema,
    errors: { 400: 'Field error map (code, name, active_events_allowed).' },
  }),
  assign: plans.post(`${PLANS}assign/`, {
    summary: "Put an account's venues on a plan with a status (plan:assign; recorded as a staff action)",
    body: planAssignSchema,
    response: planAssignedSchema,
    errors: { 400: 'Field error map (email, plan, status, portal_link).' },
  }),
};
