import type { EventCard } from '@events/contracts/events';
import type { DistanceUnit } from '@events/contracts/reference';

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Saturday, March 14, 2026 · 7:00 PM - 9:00 PM" of the next occurrence (its local day); null when there is none. */
export function eventWhenLine(event: Pick<EventCard, 'nextEventOccurrence'>): string | null {
  const next = event.nextEventOccurrence;
  if (!next) return null;
  const instant = Date.parse(`${next.eventDate}T00:00:00Z`);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(next.eventDate) && !Number.isNaN(instant) ? DAY.format(instant) : next.eventDate;
  return next.times ? `${day} · ${next.times}` : day;
}

/** "Venue · City, ST" for an in-person event, "Online" otherwise (a hybrid event names its venue). */
export function eventWhereLine(event: Pick<EventCard, 'isInPerson' | 'pointOfInterest'>): string {
  if (!event.isInPerson) return 'Online';
  const venue = event.pointOfInterest;
  const town = [venue.city, venue.state].filter((part) => part.trim() !== '').join(', ');
  return [venue.name, town].filter(Boolean).join(' · ');
}

/** "3.2 mi away" (one decimal under ten, whole numbers from ten); null without a distance. */
export function distanceLine(distance: number | null | undefined, units: DistanceUnit): string | null {
  if (distance === null || distance === undefined || !Number.isFinite(distance)) return null;
  return `${distance < 10 ? distance.toFixed(1) : Math.round(distance)} ${units} away`;
}
