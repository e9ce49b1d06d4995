import { z } from 'zod';
import { anyRole, endpointGroup, SIGNED_IN } from './endpoint.js';
import { ANONYMOUS } from './endpoint-errors.js';
import { idSchema, orderingSchema, pagedListSchema, pageQuerySchema, recencyTimesSchema, resultListSchema } from './lists.js';
import { VALIDATION } from './messages.js';
import { CLAIM_STATUSES, type ClaimStatus, DEFAULT_CLAIM_FILTER, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './reference.js';

/**
 * Venue claims (spec producer-and-account sections 2 "Claim venue screen" and "Manage Producer Requests", 3 "Venue
 * claim request", 4 "Claim flow" and the claim status values, 5, 7, 8): a signed-in user claims a venue, an automatic
 * step or a moderator moves the claim on, and a verified claim makes its user a manager (producer) of the venue.
 */
export const CLAIM_STATUS_VALUES = CLAIM_STATUSES.map((s) => s.value) as [ClaimStatus, ...ClaimStatus[]];
const SUBSCRIPTION_STATUS_VALUES = SUBSCRIPTION_STATUSES.map((s) => s.value) as [SubscriptionStatus, ...SubscriptionStatus[]];

/** Statuses of a claim still waiting for a decision: a user holds at most one of these per venue. */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = ['claimed', 'new', 'verifying'];

/** Moderation history entries the modal shows before 'show all' (spec section 9). */
export const CLAIM_HISTORY_SHOWN = 5;

/** The claim screen (mfe-producer); `?vid=` chooses the venue. My Claims lists the user's own. */
export const CLAIM_PATHS = {
  claim: '/claim/poi/producer/',
  mine: '/account/claims/',
  claimVenue: (venueId: number) => `/claim/poi/producer/?vid=${venueId}`,
} as const;

/** Moderation list orderings (spec section 9: claims -created by default). */
export const CLAIM_ORDERINGS = [
  { value: '-created', label: 'Created' },
  { value: '-updated', label: 'Updated' },
] as const;
export type ClaimOrdering = (typeof CLAIM_ORDERINGS)[number]['value'];

export const CLAIM_MESSAGES = {
  succeeded: 'succeeded',
  unknownVenue: 'This venue does not exist.',
  alreadyManaged: 'You already manage this venue.',
  alreadyRequested: 'You have already claimed this venue; an editor will review your request.',
  rejectionHint: 'Enter reason for rejection. This information will be shared with the user.',
  notesRequired: 'Enter reason for rejection. This information will be shared with the user.',
  verifiedNotDeletable: 'A verified claim cannot be deleted.',
  noItems: 'No items to display.',
  venueMissing: 'Venue missing',
  unpublished: 'unpublished',
  claimThanks: 'Thank you! Your claim has been received. Check your e-mail for the activation instructions.',
  submitThanks: 'Thank you! Your venue has been submitted and claimed. Check your e-mail for the activation instructions.',
} as const;

/** The claimant filters of the moderation list. */
export const CLAIM_CONTACT_FILTERS = ['unconfirmed'] as const;
export type ClaimContactFilter = (typeof CLAIM_CONTACT_FILTERS)[number];

const choice = VALIDATION.choice;

/** POST claim-venue `{id}` (spec section 7). */
export const claimVenueSchema = z.object({ id: idSchema });
export type ClaimVenue = z.infer<typeof claimVenueSchema>;

/** The claim answer: status succeeded with the claim (any refusal is a 400 field map on `id`). */
export const claimVenueResultSchema = z.object({
  status: z.literal('succeeded'),
  claim: z.object({ id: z.number().int(), status: z.enum(CLAIM_STATUS_VALUES) }),
});
export type ClaimVenueResult = z.infer<typeof claimVenueResultSchema>;

/**
 * `status`: a comma list of claim statuses, or `all`; values that are not claim statuses are dropped (spec section
 * 5), and nothing left means the default filter (claimed, new, verifying).
 */
export function parseClaimStatusFilter(raw: string | undefined): ClaimStatus[] | 'all' {
  if (raw === undefined) return [...DEFAULT_CLAIM_FILTER];
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.includes('all')) return 'all';
  const kept = CLAIM_STATUS_VALUES.filter((status) => parts.includes(status));
  return kept.length > 0 ? kept : [...DEFAULT_CLAIM_FILTER];
}

export const claimListQuerySchema = z.object({
  ordering: orderingSchema(CLAIM_ORDERINGS).default('-created'),
  status: z
    .string()
    .max(200, VALIDATION.maxLength(200))
    .optional()
    .transform((value) => parseClaimStatusFilter(value)),
  /**
   * `unconfirmed`: only claims whose claimant has not confirmed their e-mail address. With status verified, the claims
   * the automatic step granted before addresses were proven, for an editor to look at again.
   */
  contact: z.enum(CLAIM_CONTACT_FILTERS, { error: choice }).optional(),
  ...pageQuerySchema.shape,
});
export type ClaimListQuery = z.infer<typeof claimListQuerySchema>;

export const claimAuditEventSchema = z.object({
  /** Who made the change (username), or null for the automatic step. */
  user: z.string().nullable(),
  status: z.enum(CLAIM_STATUS_VALUES),
  message: z.string(),
  created: z.string(),
});
export type ClaimAuditEvent = z.infer<typeof claimAuditEventSchema>;

/** Venue claim request (spec section 3). `poi` is null when the venue is gone ('Venue missing'). */
export const claimRequestSchema = z.object({
  id: z.number().int(),
  poi: z.object({ id: z.number().int(), name: z.string(), absoluteUrl: z.string(), published: z.boolean() }).nullable(),
  status: z.enum(CLAIM_STATUS_VALUES),
  notes: z.string(),
  /** `emailConfirmed`: the claimant proved the address (a claim verified without that deserves a second look). */
  billingContact: z.object({ id: z.number().int(), username: z.string(), email: z.string(), emailConfirmed: z.boolean() }),
  ...recencyTimesSchema.shape,
  auditEvents: z.array(claimAuditEventSchema),
  subscription: z.object({ status: z.enum(SUBSCRIPTION_STATUS_VALUES), plan: z.string(), planName: z.string() }).nullable(),
});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

export const claimListSchema = pagedListSchema(claimRequestSchema);
export type ClaimList = z.infer<typeof claimListSchema>;

export const claimIdParamSchema = z.object({ claimId: idSchema });

/** POST {base}{claimId}/ `{status, notes}`: notes are required when the new status is rejected (spec section 5). */
export const claimUpdateSchema = z
  .object({
    status: z.enum(CLAIM_STATUS_VALUES, { error: (issue) => (issue.input === undefined ? VALIDATION.required : choice(issue)) }),
    notes: z.string().trim().max(2000, VALIDATION.maxLength(2000)).default(''),
  })
  .refine((value) => value.status !== 'rejected' || value.notes.length > 0, { path: ['notes'], message: CLAIM_MESSAGES.notesRequired });
export type ClaimUpdate = z.infer<typeof claimUpdateSchema>;
export type ClaimUpdateInput = z.input<typeof claimUpdateSchema>;

/**
 * One of the signed-in user's own claims (My Claims): the venue (null when it is gone), when, the status, and the
 * editor's explanation when it was rejected (what the rejection mail said), else null.
 */
export const ownClaimSchema = z.object({
  id: z.number().int(),
  poi: z.object({ id: z.number().int(), name: z.string(), absoluteUrl: z.string() }).nullable(),
  status: z.enum(CLAIM_STATUS_VALUES),
  ...recencyTimesSchema.shape,
  explanation: z.string().nullable(),
});
export type OwnClaim = z.infer<typeof ownClaimSchema>;
export const ownClaimListSchema = resultListSchema(ownClaimSchema);
export type OwnClaimList = z.infer<typeof ownClaimListSchema>;

const CLAIMS = '/events/api/v1/claims/';
const NOT_MODERATOR = 'Not a moderator (zeditors and superusers only).';
const claims = endpointGroup({ tag: 'claims', access: SIGNED_IN, errors: { 403: ANONYMOUS } });
const moderation = endpointGroup({ tag: 'claims', access: anyRole('zeditor', 'superuser'), errors: { 403: NOT_MODERATOR } });
/** One claim, by id. */
const moderatedClaim = moderation.with({ params: claimIdParamSchema, errors: { 404: 'No such claim.' } });

export const claimsEndpoints = {
  claim: claims.post('/events/api/v1/poi/claim/', {
    summary: 'Claim a venue (the claim venue screen)',
    description:
      'Opens a claim (status claimed), runs the automatic verification (the e-mail domain matches the venue website, or the e-mail is the venue e-mail) and mails the activation instructions.',
    body: claimVenueSchema,
    response: claimVenueResultSchema,
    status: 201,
    responseDescription: 'status succeeded and the claim.',
    errors: { 400: 'Field error map on id: unknown venue, already claimed by someone else, already managed, or already requested.' },
  }),
  mine: claims.get('/events/api/v1/poi/claim/mine/', {
    summary: "The signed-in user's own claims, newest first (My Claims)",
    response: ownClaimListSchema,
    responseDescription: 'Every claim of the user, whatever its status.',
    errors: { 401: ANONYMOUS },
  }),
  list: moderation.get(CLAIMS, {
    summary: 'Claims for moderation (ordering -created or -updated; status comma list or all)',
    query: claimListQuerySchema,
    response: claimListSchema,
    list: true,
    responseDescription: 'One page of claims with their history and the venue subscription.',
    errors: { 400: 'Bad ordering or page.' },
  }),
  update: moderatedClaim.post(`${CLAIMS}{claimId}/`, {
    summary: "Change a claim's status (notes required when rejecting)",
    body: claimUpdateSchema,
    response: claimRequestSchema,
    responseDescription: 'The claim as changed.',
    errors: { 400: 'Field error map (status, notes).', 404: 'No such claim.' },
  }),
  remove: moderatedClaim.delete(`${CLAIMS}{claimId}/`, {
    summary: 'Delete a claim that is not verified',
    responseDescription: 'Deleted.',
    errors: { 404: 'No such claim.', 409: 'A verified claim cannot be deleted.' },
  }),
};
