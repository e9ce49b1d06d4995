import { z } from 'zod';
import { anyRole, endpointGroup } from './endpoint.js';
import { BAD_ID } from './endpoint-errors.js';
import { idParamSchema } from './lists.js';
import { VALIDATION } from './messages.js';

/**
 * iCalendar import (issue 30): a producer (or a zeditor, for any venue) connects a venue to a calendar kept
 * elsewhere (Google Calendar, Outlook, The Events Calendar, Eventbrite), as a feed address polled by a scheduled
 * job or as a one-off .ics file. Each source keeps its events in sync: no duplicates, no lost local edits, an event
 * removed upstream cancelled rather than deleted.
 */

/** A feed polled on a timetable, or a file imported once. */
export const CALENDAR_SOURCE_KINDS = ['feed', 'file'] as const;
export type CalendarSourceKind = (typeof CALENDAR_SOURCE_KINDS)[number];

/** What one fetch of someone else's address may cost: its size, its time and its redirects. */
export const CALENDAR_FETCH_LIMITS = { maxBytes: 10 * 1024 * 1024, timeoutMs: 20_000, maxRedirects: 5 } as const;

/** A feed that has failed for this long is paused, and its producer told by mail. */
export const CALENDAR_SOURCE_FAILING_DAYS = 7;

/** A feed address as typed: webcal:// is https:// under another name. */
export const CALENDAR_ADDRESS_MAX = 2000;

/** What a producer reads about a source, a sync or a refused event, in plain words. */
export const CALENDAR_IMPORT_MESSAGES = {
  address: 'Enter a calendar address starting with http://, https:// or webcal://.',
  privateAddress: 'This address is not on the public internet.',
  unreachable: 'The calendar address could not be reached.',
  httpStatus: (status: number) => `The calendar address answered with an error (HTTP ${status}).`,
  tooLarge: 'The calendar is larger than 10 MB.',
  timeout: 'The calendar did not answer within 20 seconds.',
  tooManyRedirects: 'The calendar address redirects more than 5 times.',
  notCalendar: 'The file is not an iCalendar calendar.',
  fileExtension: 'Choose an .ics file.',
  fileMissing: 'Choose a file to import.',
  alreadyConnected: 'This calendar is already connected to this venue.',
  overQuota: "It would pass the plan's active-event limit.",
  noAddress: 'It has no web address (URL), and the venue has no website to use instead.',
  likelyDuplicate: (name: string) => `It looks like “${name}”, already listed here at the same time; an editor can merge them.`,
  pausedAfterFailures: 'Paused: the calendar failed for 7 days. Check its address, then Sync now.',
} as const;

/** How a sync went, event by event. */
export const importCountsSchema = z.object({
  new: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  cancelled: z.number().int(),
  refused: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** An event of the last sync that was not imported, and why. */
export const refusedImportSchema = z.object({ name: z.string(), reason: z.string() });
export type RefusedImport = z.infer<typeof refusedImportSchema>;

/** An imported event with fields edited here, which a re-import leaves as they are. */
export const localEditsSchema = z.object({ eventId: z.number().int(), name: z.string(), fields: z.array(z.string()) });
export type LocalEdits = z.infer<typeof localEditsSchema>;

export const calendarSourceSchema = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  kind: z.enum(CALENDAR_SOURCE_KINDS),
  /** The feed's address (https), or the uploaded file's name. */
  address: z.string(),
  /** The calendar's own name (X-WR-CALNAME), when it gives one. */
  calendarName: z.string().nullable(),
  paused: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  lastCounts: importCountsSchema.nullable(),
  /** Why the last sync failed, in plain words; null when it succeeded. */
  lastError: z.string().nullable(),
  refused: z.array(refusedImportSchema),
  /** Where to upgrade the plan, when the last sync refused events over its limit. */
  upgradeUrl: z.string().nullable(),
  /** How many events this source has imported (cancelled ones included). */
  eventCount: z.number().int(),
  localEdits: z.array(localEditsSchema),
});
export type CalendarSource = z.infer<typeof calendarSourceSchema>;

export const calendarSourceListSchema = z.object({ results: z.array(calendarSourceSchema) });
export type CalendarSourceList = z.infer<typeof calendarSourceListSchema>;

/** The address of a new feed: http(s), or webcal (read as https). */
export const calendarFeedWriteSchema = z.object({
  url: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, VALIDATION.required)
    .max(CALENDAR_ADDRESS_MAX, VALIDATION.maxLength(CALENDAR_ADDRESS_MAX))
    .transform((url) => url.replace(/^webcals?:\/\//i, 'https://'))
    .refine((url) => /^https?:\/\/[^\s/?#]+/i.test(url) && URL.canParse(url), CALENDAR_IMPORT_MESSAGES.address),
});
export type CalendarFeedWrite = z.input<typeof calendarFeedWriteSchema>;

/** An uploaded file as the controller hands it over (read under the size limit, with the name it came with). */
export type UploadedCalendarFile = { readonly filename: string; readonly bytes: Uint8Array };

/** The multipart form: one .ics file, `file`. */
export const calendarFileUploadSchema = z.object({
  file: z
    .custom<UploadedCalendarFile>(
      (value) => typeof value === 'object' && value !== null && 'bytes' in value && value.bytes instanceof Uint8Array,
      CALENDAR_IMPORT_MESSAGES.fileMissing,
    )
    .refine((file) => /\.ics$/i.test(file.filename), CALENDAR_IMPORT_MESSAGES.fileExtension)
    .meta({ type: 'string', format: 'binary', description: 'The .ics file, at most 10 MB.' }),
});

export const calendarSourceUpdateSchema = z.object({ paused: z.boolean({ error: 'Must be a valid boolean.' }) });
export type CalendarSourceUpdate = z.infer<typeof calendarSourceUpdateSchema>;

/** What removing a source does to the events it imported: they stay as they are, or leave the listings. */
export const REMOVED_SOURCE_EVENTS = ['keep', 'unpublish'] as const;
export const calendarSourceRemoveQuerySchema = z.object({
  imported: z.enum(REMOVED_SOURCE_EVENTS, { error: VALIDATION.choice }).default('keep'),
});
export type CalendarSourceRemoveQuery = z.input<typeof calendarSourceRemoveQuerySchema>;

const NOT_FOUND = 'No such venue or source, or one you do not manage: `{detail: "Not found."}`.';
/** Who may: a producer for the venues they manage, a zeditor for any (the service checks the venue). */
const sources = endpointGroup({
  tag: 'calendar imports',
  access: anyRole('producer', 'zeditor'),
  params: idParamSchema,
  errors: { 400: BAD_ID, 404: NOT_FOUND },
});
const OF_VENUE = '/events/api/v1/poi/{id}/calendar-sources/';
const SOURCE = '/events/api/v1/calendar-sources/{id}/';

export const calendarImportsEndpoints = {
  list: sources.get(OF_VENUE, {
    summary: "A venue's calendar sources, with each one's last sync",
    response: calendarSourceListSchema,
    responseDescription: 'The sources, oldest first.',
  }),
  addFeed: sources.post(OF_VENUE, {
    summary: 'Connects a feed address to a venue and syncs it at once',
    body: calendarFeedWriteSchema,
    status: 201,
    response: calendarSourceSchema,
    responseDescription: 'The source with its first sync (a failed fetch is its lastError, not a refusal).',
    errors: { 400: 'Bad input: `{url: [...]}`' },
  }),
  uploadFile: sources.post(`${OF_VENUE}upload/`, {
    summary: 'Imports a one-off .ics file into a venue',
    body: calendarFileUploadSchema,
    bodyKind: 'multipart',
    status: 201,
    response: calendarSourceSchema,
    responseDescription: 'The source with its import.',
    errors: { 400: 'Bad input: `{file: [...]}`', 413: 'The file is larger than 10 MB.' },
  }),
  sync: sources.post(`${SOURCE}sync/`, {
    summary: 'Syncs a source now (a file source imports its file again)',
    response: calendarSourceSchema,
    responseDescription: 'The source with this sync.',
  }),
  update: sources.patch(SOURCE, {
    summary: 'Pauses or resumes a feed',
    body: calendarSourceUpdateSchema,
    response: calendarSourceSchema,
    responseDescription: 'The source.',
  }),
  remove: sources.delete(SOURCE, {
    summary: 'Removes a source, keeping or unpublishing the events it imported',
    query: calendarSourceRemoveQuerySchema,
    responseDescription: 'Removed.',
  }),
} as const;
