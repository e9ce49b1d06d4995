import { TZDate } from '@date-fns/tz';
import { Injectable } from '@nestjs/common';
import { CALENDAR_MAX_OCCURRENCES, type CalendarFileQuery } from '@events/contracts/calendar';
import { DEFAULT_LANGUAGE, type Language } from '@events/contracts/languages';
import { VALIDATION } from '@events/contracts/messages';
import { Clock } from '../../common/clock/clock.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { calendarEventIn } from './calendar-event.read-model.js';
import { CalendarError } from './calendar.errors.js';
import { CalendarRepository } from './calendar.repository.js';
import { buildEventCalendar, calendarFileName } from './event-calendar.js';
import { isKnownTimeZone } from './vtimezone.js';

export type CalendarFile = { readonly fileName: string; readonly body: string };

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** yyyy-MM-dd of `now` in a time zone (New York when the zone is unknown). */
export function localDay(zone: string, now: Date): string {
  const d = new TZDate(now.getTime(), isKnownTimeZone(zone) ? zone : 'America/New_York');
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The same month and day a year later (29 February -> 1 March). */
export function oneYearAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, date)).toISOString().slice(0, 10);
}

@Injectable()
export class CalendarService {
  constructor(
    private readonly repository: CalendarRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The iCalendar file of a published event for local days dtstart..dtend (venue's zone; default today
   * through one year later), its own words in `language` and the event's name and description the producer's
   * Spanish ones in a Spanish file where they wrote them (issue 31). Unknown or unpublished event: CalendarError 404.
   */
  async eventCalendarFile(
    id: number,
    query: CalendarFileQuery,
    origin: string,
    language: Language = DEFAULT_LANGUAGE,
    now: Date = this.clock.now(),
  ): Promise<CalendarFile> {
    const [event, spanish] = await Promise.all([
      this.repository.findPublishedEvent(id),
      // An English file shows the English texts: only a file in another language reads the producer's Spanish ones.
      language === DEFAULT_LANGUAGE ? undefined : this.repository.findSpanishTexts(id),
    ]);
    if (!event) throw new CalendarError('event_not_found');

    const firstDay = query.dtstart ?? localDay(event.venue.timeZone, now);
    const lastDay = query.dtend ?? oneYearAfter(firstDay);
    if (lastDay < firstDay) throw new RequestValidationError({ dtend: [VALIDATION.dateNotBefore(firstDay)] });

    const occurrences = await this.repository.findOccurrencesOnDays(event.id, firstDay, lastDay, CALENDAR_MAX_OCCURRENCES);
    const shown = calendarEventIn(event, spanish, language);
    return { fileName: calendarFileName(event), body: buildEventCalendar({ event: shown, occurrences, origin, language }) };
  }
}
