import { z } from 'zod';
import { EDITOR_DESK } from './editor.js';
import { BAD_INPUT, NOT_EDITOR } from './endpoint-errors.js';
import { endpointGroup } from './endpoint.js';
import { EVENT_STATUSES } from './event-status.js';
import { idParamSchema, pagedListSchema, pageQuerySchema } from './lists.js';
import { VALIDATION } from './messages.js';

/**
 * Proposed merges (issue 30): a calendar import does not list an event twice. A feed event that looks like one
 * already at the venue (the same or a similar name within the same hour) waits on the editor desk beside it. The
 * editor merges them (the listed event stays and follows the feed from then on) or keeps both (the imported one is
 * added as its own event).
 */

/** What an editor decides: the feed's event is the listed one, or another event that happens to look alike. */
export const MERGE_DECISIONS = ['merge', 'keep_both'] as const;
export type MergeDecision = (typeof MERGE_DECISIONS)[number];

export const MERGE_DECISION_LABELS: Record<MergeDecision, string> = { merge: 'Merge', keep_both: 'Keep both' };

export const MERGE_PROPOSAL_MESSAGES = {
  merged: (name: string) => `Merged: “${name}” now follows its calendar.`,
  keptBoth: (name: string) => `Kept both: “${name}” is listed from its calendar too.`,
  explainMerge: 'The listed event stays as it is and follows the calendar from now on.',
  explainKeepBoth: 'The calendar’s event is added beside the listed one.',
  noDateLeft: 'The calendar’s event has no date still to come.',
  syncing: 'Its calendar is syncing now; try again in a moment.',
} as const;

/** One side of a proposal, as the desk shows it: the event listed here, or the calendar's event. */
export const mergeProposalSideSchema = z.object({
  name: z.string(),
  /** The listed event's date nearest the calendar's event, and the calendar event's first date still to come. */
  startsAt: z.string(),
  status: z.enum(EVENT_STATUSES),
  /** The description as plain text. */
  description: z.string(),
  /** The event's web address (its ticket or info page). */
  url: z.string().nullable(),
});
export type MergeProposalSide = z.infer<typeof mergeProposalSideSchema>;

export const mergeProposalSchema = z.object({
  id: z.number().int(),
  venue: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string() }),
  /** The calendar it came from: the feed's address or the file's name, and the calendar's own name. */
  source: z.object({ id: z.number().int(), address: z.string(), calendarName: z.string().nullable() }),
  /** The event listed here, with its page's address. */
  listed: mergeProposalSideSchema.extend({ eventId: z.number().int(), path: z.string() }),
  imported: mergeProposalSideSchema,
  created: z.string(),
});
export type MergeProposal = z.infer<typeof mergeProposalSchema>;

export const mergeProposalListSchema = pagedListSchema(mergeProposalSchema);
export type MergeProposalList = z.infer<typeof mergeProposalListSchema>;

export const mergeDecisionSchema = z.object({ decision: z.enum(MERGE_DECISIONS, { error: VALIDATION.choice }) });
export type MergeDecisionBody = z.infer<typeof mergeDecisionSchema>;

/** What a decision did: the event the calendar's event is now known as. */
export const mergeDecisionResultSchema = z.object({ id: z.number().int(), decision: z.enum(MERGE_DECISIONS), eventId: z.number().int() });
export type MergeDecisionResult = z.infer<typeof mergeDecisionResultSchema>;

const proposals = endpointGroup({ tag: 'editor', access: EDITOR_DESK, errors: { 403: NOT_EDITOR } });

export const mergeProposalsEndpoints = {
  list: proposals.get('/events/api/v1/editor/merge-proposals/', {
    summary: "Calendar imports' likely duplicates waiting for an editor, each beside the event it looks like",
    query: pageQuerySchema,
    response: mergeProposalListSchema,
    responseDescription: 'One page, oldest first.',
    list: true,
    errors: { 400: BAD_INPUT },
  }),
  decide: proposals.post('/events/api/v1/editor/merge-proposals/{id}/', {
    summary: 'Merges a proposal into the listed event, or keeps both',
    params: idParamSchema,
    body: mergeDecisionSchema,
    response: mergeDecisionResultSchema,
    responseDescription: 'Decided; the proposal leaves the desk. Recorded as event_merge, or event_create for keep both.',
    errors: {
      400: BAD_INPUT,
      404: 'No such proposal (decided already, or its source was removed): `{detail: "Not found."}`.',
      409: 'Its calendar is syncing now: `{detail: "Its calendar is syncing now; try again in a moment."}`.',
    },
  }),
} as const;
