import type { ExpandedOccurrence } from '@events/domain/recurrence';
import { formatTimeRange } from '@events/domain/local-time';
import type { IntlShape } from '@events/api-client/intl';
import { defineMessages } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

const messages = plainMessages(defineMessages({
  dayAndTimes: { id: 'producer.occurrence.dayAndTimes', defaultMessage: '{day}, {times}' },
  timeRange: { id: 'producer.occurrence.timeRange', defaultMessage: '{start} – {end}' },
}));

/** A local date (read as a floating day) as a Date at its UTC midnight, for Intl with `timeZone: 'UTC'`. */
const floatingDay = (date: string): Date => new Date(`${date}T00:00:00Z`);

/** "Tue, Dec 1, 2026" ("mar, 1 dic 2026") for a local date (read as a floating day), in the reader's language. */
export function formatLocalDate(intl: IntlShape, date: string): string {
  return intl.formatDate(floatingDay(date), { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** "Dec 1, 2026" ("1 dic 2026") for a local date, in the reader's language. */
export function formatShortDate(intl: IntlShape, date: string): string {
  return intl.formatDate(floatingDay(date), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** A clock time of an instant in the venue's zone: "7:00 PM" in English (as today), the reader's locale's otherwise. */
function formatClock(intl: IntlShape, instant: number, timeZone: string): string {
  return intl.formatTime(instant, { hour: 'numeric', minute: '2-digit', timeZone });
}

/** "7:00 PM – 9:00 PM" in the venue's zone ("19:00 – 21:00" in Spanish); just the start when there is no end. */
export function formatOccurrenceTimes(intl: IntlShape, startsAt: number, endsAt: number | null, timeZone: string): string {
  if (intl.locale === 'en') return formatTimeRange(startsAt, endsAt, timeZone);
  const start = formatClock(intl, startsAt, timeZone);
  return endsAt === null ? start : intl.formatMessage(messages.timeRange, { start, end: formatClock(intl, endsAt, timeZone) });
}

/** "Tue, Dec 1, 2026, 7:00 PM – 9:00 PM": an occurrence's day and times in the venue's zone, in the reader's language. */
export function formatOccurrence(intl: IntlShape, occurrence: ExpandedOccurrence, timeZone: string): string {
  return intl.formatMessage(messages.dayAndTimes, {
    day: formatLocalDate(intl, occurrence.localDay),
    times: formatOccurrenceTimes(intl, occurrence.startsAt, occurrence.endsAt, timeZone),
  });
}
