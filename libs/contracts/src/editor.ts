import { z } from 'zod';
import { anyRole, endpointGroup } from './endpoint.js';
import { BAD_INPUT, NOT_EDITOR } from './endpoint-errors.js';
import { pointSchema, postalAddressLinesSchema } from './geo.js';
import { idParamSchema, pagedListSchema, pageQuerySchema, pickedIdSchema } from './lists.js';
import { VALIDATION } from './messages.js';
import { STAFF_ACTIONS } from './staff-actions.js';
import { venueContactSchema } from './venues.js';

/**
 * The editor desk (spec producer-and-account sections 2 and 6): the venue moderation queue beside the claims,
 * and the editor's profile. Editors here are zeditors and superusers (isCatalogueEditor); producers and users
 * get 403.
 */
export const EDITOR_DESK = anyRole('zeditor', 'superuser');

/** The desk's routes (mfe-editor): the claims view at the moderation path, the submissions view beneath it. */
export const EDITOR_DESK_PATHS = {
  claims: '/manage/venues/claims/',
  submissions: '/manage/venues/claims/submissions/',
  mergeProposals: '/manage/venues/claims/merges/',
  profile: '/editor/',
  timesheets: '/editor/timesheets/',
  ads: '/editor/ads/',
  /** The remote servers staff blocked from the fediverse (issue 33). */
  fediverseBlocks: '/editor/fediverse/',
} as const;

/**
 * What brought a venue to the queue: a public suggestion, a signed-in user's submission (both unpublished until an
 * editor publishes them), or a published venue flagged recertify.
 */
export const QUEUE_KINDS = ['suggestion', 'submission', 'recertify'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];
export const QUEUE_KIND_LABELS: Readonly<Record<QueueKind, string>> = {
  suggestion: 'Suggestion',
  submission: 'Submission',
  recertify: 'Recertify',
};

/** Ordering by age: oldest first (the default, so nothing waits forever) or newest first. */
export const QUEUE_ORDERINGS = ['created', '-created'] as const;
export type QueueOrdering = (typeof QUEUE_ORDERINGS)[number];

/** A likely duplicate: a venue with a similar name within this many metres. */
export const DUPLICATE_RADIUS_METRES = 200;
/** pg_trgm similarity from which two names count as similar. */
export const DUPLICATE_NAME_SIMILARITY = 0.3;

const choice = { error: VALIDATION.choice };

export const queueQuerySchema = z.object({
  kind: z.enum(QUEUE_KINDS, choice).optional(),
  town: z.string().trim().max(128, VALIDATION.maxLength(128)).optional(),
  ordering: z.enum(QUEUE_ORDERINGS, choice).default('created'),
  ...pageQuerySchema.shape,
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

/** The fields compared with a likely duplicate; each that differs is listed with both values. */
export const COMPARED_FIELDS = ['name', 'street', 'city', 'state', 'postal_code', 'website', 'phone', 'email'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

export const queueDuplicateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  published: z.boolean(),
  distanceMetres: z.number().int(),
  ...pointSchema.shape,
  differences: z.array(z.object({ field: z.enum(COMPARED_FIELDS), submitted: z.string(), existing: z.string() })),
});
export type QueueDuplicate = z.infer<typeof queueDuplicateSchema>;

export const queueItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(QUEUE_KINDS),
  name: z.string(),
  ...postalAddressLinesSchema.shape,
  ...venueContactSchema.shape,
  ...pointSchema.shape,
  published: z.boolean(),
  submittedBy: z.object({ id: z.number().int(), username: z.string(), email: z.string() }).nullable(),
  created: z.string(),
  duplicates: z.array(queueDuplicateSchema),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const queueListSchema = pagedListSchema(queueItemSchema);
export type QueueList = z.infer<typeof queueListSchema>;

export const MERGE_MESSAGES = {
  self: 'A venue cannot be merged into itself.',
  missing: 'Select a venue that exists.',
} as const;

/** `into` may be a number or a numeric string (a form's select). */
export const mergeBodySchema = z.object({
  into: pickedIdSchema,
});
export type MergeBody = z.infer<typeof mergeBodySchema>;

export const REJECT_NOTES_MAX = 500;
export const rejectBodySchema = z.object({
  notes: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, VALIDATION.required)
    .max(REJECT_NOTES_MAX, VALIDATION.maxLength(REJECT_NOTES_MAX))
    .refine((v) => !v.includes('\u0000'), VALIDATION.nullCharacters),
});
export type RejectBody = z.infer<typeof rejectBodySchema>;

export const queueActionResultSchema = z.object({ id: z.number().int(), action: z.enum(STAFF_ACTIONS) });
export type QueueActionResult = z.infer<typeof queueActionResultSchema>;

/** The editor profile (spec: display name, towns covered, a mail per new claim or submission, recent actions). */
export const DISPLAY_NAME_MAX = 128;
export const TOWN_MAX = 64;
export const TOWNS_MAX = 50;

const cleanText = (max: number) =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .max(max, VALIDATION.maxLength(max))
    .refine((v) => !v.includes('\u0000'), VALIDATION.nullCharacters);

const townsSchema = z
  .array(cleanText(TOWN_MAX).pipe(z.string().min(1, VALIDATION.required)), { error: 'Expected a list of items.' })
  .max(TOWNS_MAX, `Ensure this field has no more than ${TOWNS_MAX} elements.`);

export const editorProfileBodySchema = z.object({
  display_name: cleanText(DISPLAY_NAME_MAX).default(''),
  towns: townsSchema.default([]),
  notify_new: z.boolean({ error: 'Must be a valid boolean.' }).default(false),
});
export type EditorProfileBody = z.input<typeof editorProfileBodySchema>;

/** The profile form: towns typed as one comma-separated text, checked by the body's own rules once split. */
export const editorProfileFormSchema = z.object({
  display_name: editorProfileBodySchema.shape.display_name,
  towns: z
    .string()
    .transform((text) => text.split(',').map((t) => t.trim()).filter((t) => t !== ''))
    .pipe(townsSchema),
  notify_new: z.boolean(),
});
export type EditorProfileFormValues = z.input<typeof editorProfileFormSchema>;
export type EditorProfileFormOutput = z.output<typeof editorProfileFormSchema>;

export const editorProfileSchema = z.object({
  displayName: z.string(),
  towns: z.array(z.string()),
  notifyNew: z.boolean(),
  recentActions: z.array(
    z.object({ action: z.enum(STAFF_ACTIONS), venueId: z.number().int().nullable(), claimId: z.number().int().nullable(), eventId: z.number().int().nullable(), created: z.string() }),
  ),
});
export type EditorProfile = z.infer<typeof editorProfileSchema>;

/** How many of the editor's own actions the profile shows. */
export const RECENT_ACTIONS_SHOWN = 10;

const NOT_FOUND = 'Not in the queue: `{detail: "Not found."}`.';
const editorDesk = endpointGroup({ tag: 'editor', access: EDITOR_DESK, errors: { 403: NOT_EDITOR } });
/** One venue of the queue, by id: an action on it answers what became of it. */
const queuedVenue = editorDesk.with({ params: idParamSchema, response: queueActionResultSchema, errors: { 400: BAD_INPUT, 404: NOT_FOUND } });

export const editorEndpoints = {
  queue: editorDesk.get('/events/api/v1/editor/venues/', {
    summary: 'The venue moderation queue: suggestions, submissions and recertify flags, with likely duplicates',
    query: queueQuerySchema,
    response: queueListSchema,
    responseDescription: 'One page, oldest first unless ordering=-created.',
    list: true,
    errors: { 400: BAD_INPUT },
  }),
  publish: queuedVenue.post('/events/api/v1/editor/venues/{id}/publish/', {
    summary: 'Publish a queued venue (or clear its recertify flag)',
    responseDescription: 'Published; recorded as venue_publish.',
  }),
  merge: queuedVenue.post('/events/api/v1/editor/venues/{id}/merge/', {
    summary: 'Merge a queued venue into an existing one (events and bookmarks move, the duplicate is removed)',
    body: mergeBodySchema,
    responseDescription: 'Merged; the submitter is mailed; recorded as venue_merge.',
  }),
  reject: queuedVenue.post('/events/api/v1/editor/venues/{id}/reject/', {
    summary: 'Reject a queued venue with a note mailed to the submitter',
    body: rejectBodySchema,
    responseDescription: 'Rejected (an unpublished venue is removed, a recertify flag cleared); recorded as venue_reject.',
  }),
  profile: editorDesk.get('/events/api/v1/editor/profile/', {
    summary: "The editor's profile and recent actions",
    response: editorProfileSchema,
    responseDescription: 'The profile (empty until first saved).',
  }),
  saveProfile: editorDesk.put('/events/api/v1/editor/profile/', {
    summary: "Save the editor's display name, towns and new-item mail choice",
    body: editorProfileBodySchema,
    response: editorProfileSchema,
    responseDescription: 'The saved profile.',
    errors: { 400: BAD_INPUT },
  }),
} as const;
