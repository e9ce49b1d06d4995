import type { EventCard as EventCardData } from '@events/contracts/events';
import type { DistanceUnit } from '@events/contracts/reference';
import type { IntlShape } from '@events/api-client/intl';

/**
 * A card is shown only when its next occurrence has a start that parses as an instant (spec section 4:
 * "A card whose start date cannot be parsed is not shown").
 */
export function hasParsableStart(event: Pick<EventCardData, 'nextEventOccurrence'>): boolean {
  const start = event.nextEventOccurrence?.timestamps.timestampStart;
  return typeof start === 'string' && start !== '' && !Number.isNaN(Date.parse(start));
}

/**
 * `Sat, Mar 14, 2026` (`sáb, 14 mar 2026` in Spanish) of a local yyyy-MM-dd date (the venue's calendar day), in the
 * reader's language; the input itself when not a date.
 */
export function formatLocalDay(intl: IntlShape, day: string): string {
  const instant = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(instant)
    ? intl.formatDate(instant, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
    : day;
}

/** `3.2 mi` / `12 km` (`3,2 mi` in Spanish): one decimal under ten, whole numbers from ten; the value is already in `unit`. */
export function formatDistanceValue(intl: IntlShape, value: number, unit: DistanceUnit): string {
  const digits = value < 10 ? 1 : 0;
  const shown = intl.formatNumber(value < 10 ? value : Math.round(value), { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  return `${shown} ${unit}`;
}

/** `Pittsfield, MA` from a city and a state, whichever are present. */
export function placeLine(city: string, state: string): string {
  return [city, state].filter((part) => part.trim() !== '').join(', ');
}
