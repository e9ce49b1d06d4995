import { z } from 'zod';
import { EDITOR_DESK } from './editor.js';
import { anyRole, endpointGroup } from './endpoint.js';
import { BAD_INPUT, NOT_EDITOR, NOT_SUPERUSER } from './endpoint-errors.js';
import { requiredDate } from './form-fields.js';
import { idParamSchema, idSchema } from './lists.js';
import { VALIDATION } from './messages.js';
import { localTimeSchema } from './recurrence.js';

/**
 * Editor timesheets (issue 17): an editor records work periods (a date with start and end times, or hours) and a
 * note; the week's total shows; a superuser sees every editor's sheets, approves a week, and downloads it as CSV.
 * Weeks run Monday to Sunday.
 */
export const TIMESHEET_MESSAGES = {
  endBeforeStart: 'End time must be after start time.',
  timesOrHours: 'Enter a start and end time, or the hours worked.',
  overlap: 'This period overlaps another period on the same day.',
  dayOver24: 'More than 24 hours in one day.',
  approved: 'An approved period cannot be changed.',
} as const;

export const TIMESHEET_NOTE_MAX = 500;

const optionalTime = z.preprocess((v) => (v === '' || v === undefined ? null : v), localTimeSchema.nullable());
const optionalHours = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v),
  z
    .number({ error: 'A valid number is required.' })
    .gt(0, 'Ensure this value is greater than 0.')
    .max(24, VALIDATION.numberMax(24))
    .nullable(),
);

/** A work period: start and end (the shared time field, HH:MM) or hours, never both missing; end after start. */
export const timesheetEntryBodySchema = z
  .object({
    work_date: requiredDate(),
    time_start: optionalTime.default(null),
    time_end: optionalTime.default(null),
    hours: optionalHours.default(null),
    note: z
      .string({ error: 'Not a valid string.' })
      .trim()
      .max(TIMESHEET_NOTE_MAX, VALIDATION.maxLength(TIMESHEET_NOTE_MAX))
      .refine((v) => !v.includes('\u0000'), VALIDATION.nullCharacters)
      .default(''),
  })
  .superRefine((entry, ctx) => {
    const times = entry.time_start !== null || entry.time_end !== null;
    if (times) {
      if (entry.time_start === null) ctx.addIssue({ code: 'custom', path: ['time_start'], message: VALIDATION.required });
      if (entry.time_end === null) ctx.addIssue({ code: 'custom', path: ['time_end'], message: VALIDATION.required });
      if (entry.time_start !== null && entry.time_end !== null && entry.time_end <= entry.time_start)
        ctx.addIssue({ code: 'custom', path: ['time_end'], message: TIMESHEET_MESSAGES.endBeforeStart });
    } else if (entry.hours === null) {
      ctx.addIssue({ code: 'custom', path: ['hours'], message: TIMESHEET_MESSAGES.timesOrHours });
    }
  });
export type TimesheetEntryBody = z.input<typeof timesheetEntryBodySchema>;
export type TimesheetEntryParsed = z.output<typeof timesheetEntryBodySchema>;

/** A week by any of its dates (the server answers its Monday); today's week when left out. */
export const timesheetWeekQuerySchema = z.object({
  week: z.preprocess((v) => (v === '' ? undefined : v), requiredDate().optional()),
  /** Superusers: one editor's sheet; left out, every editor's. Ignored for editors (their own only). */
  user_id: idSchema.optional(),
});
export type TimesheetWeekQuery = z.infer<typeof timesheetWeekQuerySchema>;

export const timesheetEntrySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  editor: z.string(),
  workDate: z.string(),
  timeStart: z.string().nullable(),
  timeEnd: z.string().nullable(),
  hours: z.number(),
  note: z.string(),
  approved: z.boolean(),
});
export type TimesheetEntry = z.infer<typeof timesheetEntrySchema>;

export const timesheetWeekSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  entries: z.array(timesheetEntrySchema),
  totalHours: z.number(),
  /** Per editor: their hours this week and whether every period is approved. */
  editors: z.array(z.object({ userId: z.number().int(), editor: z.string(), totalHours: z.number(), approved: z.boolean() })),
});
export type TimesheetWeek = z.infer<typeof timesheetWeekSchema>;

export const timesheetApproveBodySchema = z.object({
  user_id: idSchema,
  week: requiredDate(),
});
export type TimesheetApproveBody = z.input<typeof timesheetApproveBodySchema>;

const timesheets = endpointGroup({ tag: 'timesheets', access: EDITOR_DESK, errors: { 403: NOT_EDITOR } });
const timesheetApproval = endpointGroup({ tag: 'timesheets', access: anyRole('superuser'), errors: { 400: BAD_INPUT, 403: NOT_SUPERUSER } });

export const timesheetsEndpoints = {
  week: timesheets.get('/events/api/v1/editor/timesheets/', {
    summary: "A week's work periods: the editor's own, or every editor's for a superuser",
    query: timesheetWeekQuerySchema,
    response: timesheetWeekSchema,
    responseDescription: 'The week (Monday to Sunday), its periods by date and its totals.',
    errors: { 400: BAD_INPUT },
  }),
  add: timesheets.post('/events/api/v1/editor/timesheets/', {
    summary: 'Record a work period',
    body: timesheetEntryBodySchema,
    response: timesheetEntrySchema,
    status: 201,
    responseDescription: 'The recorded period.',
    errors: { 400: `${BAD_INPUT} Overlapping periods, end before start, more than 24 hours a day.` },
  }),
  remove: timesheets.delete('/events/api/v1/editor/timesheets/{id}/', {
    summary: 'Delete one of your own periods (not once approved)',
    params: idParamSchema,
    responseDescription: 'Deleted.',
    errors: { 400: BAD_INPUT, 404: "Not found (another editor's period, too)." },
  }),
  approve: timesheetApproval.post('/events/api/v1/editor/timesheets/approve/', {
    summary: "Approve an editor's week",
    body: timesheetApproveBodySchema,
    response: timesheetWeekSchema,
    responseDescription: "That editor's week, approved.",
  }),
  csv: timesheetApproval.get('/events/api/v1/editor/timesheets/export/', {
    summary: "A week's periods as CSV (every editor, or one with user_id)",
    query: timesheetWeekQuerySchema,
    responseKind: 'text/csv',
    responseDescription: 'text/csv attachment: editor, date, start, end, hours, note, approved.',
  }),
} as const;
