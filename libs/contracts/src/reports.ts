import { z } from 'zod';
import { analyticsRangeQuerySchema } from './analytics.js';
import { anyRole, endpointGroup } from './endpoint.js';
import { NOT_SUPERUSER } from './endpoint-errors.js';
import { pagedListSchema, pageQuerySchema } from './lists.js';
import { VALIDATION } from './messages.js';

/**
 * The staff reports the account menu links to (producer-and-account.md section 6; issue 16): the User Report and
 * the Editor Report (superusers), the POI QA Report (editors and superusers). Each answers JSON; the screens offer
 * the same rows as a CSV download.
 */

export const REPORT_PATHS = {
  poiQa: '/editor/reports/poi-qa/',
  users: '/editor/reports/users/',
  editors: '/editor/reports/editors/',
} as const;

const countRowSchema = z.object({ key: z.string(), count: z.number() });

export const userReportSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Sign-ups per day of the range (days without one left out). */
  signupsByDay: z.array(countRowSchema),
  /** Per ISO week (yyyy-Www). */
  signupsByWeek: z.array(countRowSchema),
  /** 'email' or the social provider the account was made with. */
  signupsByMethod: z.array(countRowSchema),
  /** All accounts now: users, producers, editors, zeditors, staff, superusers. */
  accountsByRole: z.array(countRowSchema),
  /** Subscriptions now, by status and plan ("active / pro"). */
  subscriptions: z.array(z.object({ status: z.string(), plan: z.string(), count: z.number() })),
});
export type UserReport = z.infer<typeof userReportSchema>;

export const editorReportRowSchema = z.object({
  userId: z.number(),
  username: z.string(),
  claimsStarted: z.number(),
  claimsAccepted: z.number(),
  claimsRejected: z.number(),
  venuesPublished: z.number(),
  venuesMerged: z.number(),
  venuesRejected: z.number(),
  venuesCreated: z.number(),
  venuesEdited: z.number(),
  eventsCreated: z.number(),
  eventsEdited: z.number(),
  /** Median seconds from a claim's creation to its accept or reject by this editor; null without one. */
  medianDecisionSeconds: z.number().nullable(),
});
export type EditorReportRow = z.infer<typeof editorReportRowSchema>;

export const editorReportSchema = z.object({ startDate: z.string(), endDate: z.string(), rows: z.array(editorReportRowSchema) });
export type EditorReport = z.infer<typeof editorReportSchema>;

/** Why a venue is on the POI QA Report, with the words the report shows. */
export const POI_QA_REASONS = {
  no_position: 'No position',
  far_from_town: 'Position far from the town in its address',
  time_zone_mismatch: 'Time zone does not match its position',
  no_opening_hours: 'No opening hours',
  likely_duplicate: 'Likely duplicate',
  no_upcoming_events: 'No upcoming events in 90 days',
  recertify: 'Flagged for recertification',
} as const;
export type PoiQaReason = keyof typeof POI_QA_REASONS;
export const POI_QA_REASON_VALUES = Object.keys(POI_QA_REASONS) as [PoiQaReason, ...PoiQaReason[]];

/** A position further than this from the town its address names is reported. */
export const POI_QA_FAR_KM = 25;
/** Similar names closer than this are likely duplicates. */
export const POI_QA_DUPLICATE_METRES = 200;
/** A venue without an occurrence in this many days is reported. */
export const POI_QA_UPCOMING_DAYS = 90;

export const poiQaQuerySchema = pageQuerySchema.extend({
  reason: z.enum(POI_QA_REASON_VALUES, { error: VALIDATION.choice }).optional(),
});

export const poiQaItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  reasons: z.array(z.object({ code: z.enum(POI_QA_REASON_VALUES), label: z.string(), detail: z.string() })),
  editUrl: z.string(),
});
export type PoiQaItem = z.infer<typeof poiQaItemSchema>;

export const poiQaListSchema = pagedListSchema(poiQaItemSchema);
export type PoiQaList = z.infer<typeof poiQaListSchema>;

const reports = endpointGroup({ tag: 'reports', access: anyRole('superuser'), errors: { 403: NOT_SUPERUSER } });
/** A report over a range of days. */
const rangeReports = reports.with({ query: analyticsRangeQuerySchema });

export const reportsEndpoints = {
  users: rangeReports.get('/events/api/v1/reports/users/', {
    summary: 'User Report: sign-ups over a range, accounts by role, subscriptions',
    response: userReportSchema,
  }),
  editors: rangeReports.get('/events/api/v1/reports/editors/', {
    summary: 'Editor Report: per editor, claims moved, venues and events written, median time to decision',
    response: editorReportSchema,
  }),
  poiQa: reports.get('/events/api/v1/reports/poi-qa/', {
    access: anyRole('editor', 'zeditor'),
    summary: 'POI QA Report: venues with data problems, each with its reasons',
    query: poiQaQuerySchema,
    response: poiQaListSchema,
    list: true,
    errors: { 403: 'Not an editor.' },
  }),
} as const;
