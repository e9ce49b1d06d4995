import type { EventCard } from '@events/contracts/events';
import type { DistanceUnit } from '@events/contracts/reference';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';
import { localizedName } from '@events/ui/i18n/localized-content';

const messages = plainMessages(defineMessages({
  online: { id: 'account.savedCard.online', defaultMessage: 'Online' },
  distance: { id: 'account.savedCard.distance', defaultMessage: '{distance} {unit} away' },
  whenWithTimes: { id: 'account.savedCard.whenWithTimes', defaultMessage: '{day} · {times}' },
}));

/**
 * "Saturday, March 14, 2026 · 7:00 PM - 9:00 PM" of the next occurrence (its local day, in the reader's language;
 * the times as the server words them); null when there is none.
 */
export function eventWhenLine(event: Pick<EventCard, 'nextEventOccurrence'>, intl: IntlShape): string | null {
  const next = event.nextEventOccurrence;
  if (!next) return null;
  const instant = Date.parse(`${next.eventDate}T00:00:00Z`);
  const day =
    /^\d{4}-\d{2}-\d{2}$/.test(next.eventDate) && !Number.isNaN(instant)
      ? intl.formatDate(instant, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
      : next.eventDate;
  return next.times ? intl.formatMessage(messages.whenWithTimes, { day, times: next.times }) : day;
}

/** "Venue · City, ST" for an in-person event, "Online" otherwise (a hybrid event names its venue). */
export function eventWhereLine(event: Pick<EventCard, 'isInPerson' | 'pointOfInterest'>, intl: IntlShape): string {
  if (!event.isInPerson) return intl.formatMessage(messages.online);
  const venue = event.pointOfInterest;
  const town = [venue.city, venue.state].filter((part) => part.trim() !== '').join(', ');
  return [localizedName(venue, intl.locale), town].filter(Boolean).join(' · ');
}

/** "3.2 mi away" (one decimal under ten, whole numbers from ten, in the reader's digits); null without a distance. */
export function distanceLine(distance: number | null | undefined, units: DistanceUnit, intl: IntlShape): string | null {
  if (distance === null || distance === undefined || !Number.isFinite(distance)) return null;
  const digits = distance < 10 ? 1 : 0;
  const value = intl.formatNumber(digits === 1 ? distance : Math.round(distance), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
  return intl.formatMessage(messages.distance, { distance: value, unit: units });
}
