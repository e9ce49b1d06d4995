import { z } from 'zod';
import { endpointGroup, PUBLIC } from './endpoint.js';
import { BAD_INPUT, NOT_FOUND } from './endpoint-errors.js';
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

const calendar = endpointGroup({ tag: 'calendar', access: PUBLIC });

export const calendarEndpoints = {
  eventFile: calendar.get('/icalendar/event/{id}/', {
    summary: "An event's occurrences as an iCalendar file",
    description:
      'One VEVENT per occurrence on the local days dtstart..dtend (venue time zone; default today through one year ahead), ' +
      'times with TZID and a VTIMEZONE, UID = event id + start instant (stable), STATUS:CANCELLED for cancelled events.',
    params: calendarEventParamsSchema,
    query: calendarFileQuerySchema,
    responseKind: 'text/calendar',
    responseDescription: 'An .ics attachment (`Content-Disposition: attachment; filename="<slug>.ics"`).',
    errors: { 400: BAD_INPUT, 404: NOT_FOUND },
  }),
} as const;
