import type { EventCard as EventCardData } from '@events/contracts/events';
import type { DistanceUnit } from '@events/contracts/reference';

/**
 * A card is shown only when its next occurrence has a start that parses as an instant (spec section 4:
 * "A card whose start date cannot be parsed is not shown").
 */
export function hasParsableStart(event: Pick<EventCardData, 'nextEventOccurrence'>): boolean {
  const start = event.nextEventOccurrence?.timestamps.timestampStart;
  return typeof start === 'string' && start !== '' && !Number.isNaN(Date.parse(start));
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `Sat, Mar 14, 2026` of a local yyyy-MM-dd date (the venue's calendar day); the input itself when not a date. */
export function formatLocalDay(day: string): string {
  const instant = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(instant) ? DAY_FORMAT.format(instant) : day;
}

/** `3.2 mi` / `12 km`: one decimal under ten, whole numbers from ten; the value is already in `unit`. */
export function formatDistanceValue(value: number, unit: DistanceUnit): string {
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${unit}`;
}

/** `Pittsfield, MA` from a city and a state, whichever are present. */
export function placeLine(city: string, state: string): string {
  return [city, state].filter((part) => part.trim() !== '').join(', ');
}
