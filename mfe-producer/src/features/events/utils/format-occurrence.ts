import type { ExpandedOccurrence } from '@events/domain/recurrence';
import { formatTimeRange } from '@events/domain/local-time';

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Tue, Dec 1, 2026" for a local date (read as a floating day). */
export function formatLocalDate(date: string): string {
  return DAY_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

/** "Tue, Dec 1, 2026, 7:00 PM – 9:00 PM": an occurrence's day and times in the venue's zone. */
export function formatOccurrence(occurrence: ExpandedOccurrence, timeZone: string): string {
  return `${formatLocalDate(occurrence.localDay)}, ${formatTimeRange(occurrence.startsAt, occurrence.endsAt, timeZone)}`;
}
