import { defineMessages, type NoMessageValues, type IntlShape } from '@formatjs/intl';
import type { EventCard } from '@events/contracts/events';
import { localizedText } from '../../common/i18n/localized-content.js';
import { formatLocalDateTime } from '../../common/i18n/server-intl.js';

/**
 * How an alert words an event for its reader (issue 31), the digest mail's items and a push notification's line
 * alike: its title, its next date and its place, with the intl of the reader's language (serverIntl). The ids are
 * the digest's, which worded them first; a push says the same of an event.
 */
const eventMessages = defineMessages<{ online: NoMessageValues; eventName: { name: string; status: string } }>({
  online: { id: 'mail.alerts.digest.online', defaultMessage: 'Online' },
  eventName: {
    id: 'mail.alerts.digest.eventName',
    defaultMessage: '{status, select, cancelled {Cancelled: {name}} postponed {Postponed: {name}} moved_online {Moved online: {name}} other {{name}}}',
  },
});

/**
 * An event's or venue's name as the reader is shown it: the producer's Spanish one to a Spanish reader when given.
 * An alert's intl is made for its reader's language (serverIntl), so its locale is that language.
 */
export function shownName(item: { readonly name: string; readonly nameEs: string }, intl: IntlShape): string {
  return localizedText(item.name, item.nameEs, intl.locale);
}

/** The event's shown name after its status label when it does not go ahead as planned, "Cancelled: Jazz Night". */
export function eventTitle(card: EventCard, intl: IntlShape): string {
  return intl.formatMessage(eventMessages.eventName, { name: shownName(card, intl), status: card.status });
}

/** "Sat, Nov 28, 2026 7:00 PM" in the reader's language: the card's next occurrence at the venue, or '' without one. */
export function nextOccurrenceText(card: EventCard, intl: IntlShape): string {
  const next = card.nextEventOccurrence;
  return next === null ? '' : formatLocalDateTime(intl, next.eventDate, next.timestamps.timestampStart.slice(11, 19));
}

/** Where the event takes place: the venue's shown name and its town, or "Online". */
export function placeText(card: EventCard, intl: IntlShape): string {
  if (!card.isInPerson) return intl.formatMessage(eventMessages.online);
  const venue = card.pointOfInterest;
  const town = [venue.city, venue.state].filter((part) => part !== '').join(', ');
  return [shownName(venue, intl), town].filter((part) => part !== '').join(', ');
}
