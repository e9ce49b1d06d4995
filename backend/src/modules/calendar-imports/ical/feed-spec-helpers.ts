import { readFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import type { RecurrenceSeries } from '@events/contracts/recurrence';
import { addDaysToLocalDate, localDateOf, localTimeOf, type LocalDate } from '@events/domain/local-time';
import { expandOccurrences } from '@events/domain/recurrence';
import { CALENDAR_FEED_FIXTURES_DIR, type CalendarFeedFixture } from './feed-fixtures.js';
import { dateOfTime } from './feed-zones.js';

/** What the parser's specs share: the fixtures' text and occurrences written as a reader checks them. */

export function readFixture(name: CalendarFeedFixture): string {
  return readFileSync(path.join(CALENDAR_FEED_FIXTURES_DIR, name), 'utf8');
}

/** "2027-03-17 23:00-01:00+1": local date, start and end read from the instants, "+1" when the end is the next day. */
function occurrenceText(startsAt: number, endsAt: number | null, timeZone: string): string {
  const day = localDateOf(startsAt, timeZone);
  const start = `${day} ${localTimeOf(startsAt, timeZone).slice(0, 5)}`;
  if (endsAt === null) return start;
  const endDay = localDateOf(endsAt, timeZone);
  return `${start}-${localTimeOf(endsAt, timeZone).slice(0, 5)}${endDay === day ? '' : '+1'}`;
}

/** The occurrences of date entries as libs/domain expands them in the venue's zone, in order. */
export function localOccurrences(series: readonly RecurrenceSeries[], timeZone: string, from: LocalDate, to: LocalDate): string[] {
  return series
    .flatMap((one) => expandOccurrences(one, timeZone, from, to))
    .sort((a, b) => a.startsAt - b.startsAt)
    .map((o) => occurrenceText(o.startsAt, o.endsAt, timeZone));
}

/**
 * The occurrences of one event (timed in a zone, or all-day) as ical.js alone gives them (ICAL.Event with its
 * exceptions), seen in the venue's zone: the reference the parser's date entries must match.
 */
export function icalJsOccurrences(text: string, uid: string, timeZone: string, from: LocalDate, to: LocalDate): string[] {
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').filter((v) => v.getFirstPropertyValue('uid') === uid);
  const master = events.find((v) => !v.hasProperty('recurrence-id'));
  if (master === undefined) throw new Error(`No master ${uid}`);
  const event = new ICAL.Event(master, { exceptions: events.filter((v) => v.hasProperty('recurrence-id')) });
  const out: { startsAt: number; text: string }[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    // A cancelled override takes its occurrence away; a cancelled event keeps its dates (listed, labelled).
    const cancelled = details.item !== event && details.item.component.getFirstPropertyValue('status') === 'CANCELLED';
    if (details.startDate.isDate) {
      // All-day: each of its days, whole (the product's reading of an all-day event).
      const first = dateOfTime(details.startDate);
      if (first > to) break;
      if (cancelled) continue;
      for (let day = first; day < dateOfTime(details.endDate); day = addDaysToLocalDate(day, 1)) {
        if (day >= from && day <= to) out.push({ startsAt: Date.parse(`${day}T00:00:00Z`), text: `${day} 00:00-23:59` });
      }
      continue;
    }
    const startsAt = details.startDate.toJSDate().getTime();
    if (localDateOf(details.recurrenceId.toJSDate(), timeZone) > to && localDateOf(startsAt, timeZone) > to) break;
    if (cancelled) continue;
    const day = localDateOf(startsAt, timeZone);
    if (day >= from && day <= to) out.push({ startsAt, text: occurrenceText(startsAt, details.endDate.toJSDate().getTime(), timeZone) });
  }
  return out.sort((a, b) => a.startsAt - b.startsAt).map((o) => o.text);
}
