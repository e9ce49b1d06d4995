import { z } from 'zod';
import { VALIDATION } from './messages.js';
import { idParamSchema, type IdParam } from './lists.js';
import { isoDateSchema } from './search.js';

/** Path of GET /icalendar/event/{id}/. */
export const calendarEventParamsSchema = idParamSchema;
export type CalendarEventParams = IdParam;

/**
 * Query of GET /icalendar/event/{id}/: an inclusive range of local days (yyyy-MM-dd) in the venue's time
 * zone. Both optional: dtstart defaults to today there, dtend to one year after dtstart.
 */
export const calendarFileQuerySchema = z
  .object({
    dtstart: isoDateSchema.optional(),
    dtend: isoDateSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.dtstart && value.dtend && value.dtend < value.dtstart) {
      ctx.addIssue({ code: 'custom', path: ['dtend'], message: VALIDATION.dateNotBefore(value.dtstart) });
    }
  });
export type CalendarFileQuery = z.infer<typeof calendarFileQuerySchema>;

/** The answer is an iCalendar file (RFC 5545), one VEVENT per occurrence in range. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** Most VEVENTs one file carries (the earliest occurrences in range). */
export const CALENDAR_MAX_OCCURRENCES = 1000;
