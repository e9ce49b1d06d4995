import { defineMessages, type IntlShape } from '@formatjs/intl';
import type { EventCard } from '@events/contracts/events';
import { serverIntl } from '../../common/i18n/server-intl.js';
import { searchUrlOf, type SavedSearchRow } from '../saved-searches/saved-search.read-model.js';
import type { PushNotification } from '../push/push-delivery.service.js';
import { eventTitle, nextOccurrenceText, placeText } from './alert-event-lines.js';

/** A notification's own words (issue 31: in its recipient's language); the search's name is its owner's, as typed. */
const pushMessages = defineMessages<{ title: { name: string; count: number } }>({
  title: {
    id: 'push.alerts.title',
    defaultMessage: 'Saved search "{name}": {count, plural, one {{count} new event} other {{count} new events}}',
  },
});

/** The notification's tag: one per search, so the device shows a search's latest notification in place of the earlier one. */
export function pushTagOf(searchId: number): string {
  return `saved-search-${searchId}`;
}

/** The first event in a line: its title, its next date and where (the venue and town, or online). */
function firstEventLine(card: EventCard, intl: IntlShape): string {
  return [eventTitle(card, intl), nextOccurrenceText(card, intl), placeText(card, intl)].filter((part) => part !== '').join(' · ');
}

/**
 * A search's notification of the day for a reader of `language` (users.language; null reads English): how many new
 * events it has and the first of them (listing order: the soonest), opening the search's listing as the mail's button
 * does (absolute, on `origin`).
 */
export function composePushNotification(
  search: SavedSearchRow,
  events: readonly EventCard[],
  today: string,
  origin: string,
  language: string | null = null,
): PushNotification {
  const intl = serverIntl(language);
  const first = events[0];
  return {
    title: intl.formatMessage(pushMessages.title, { name: search.search_name, count: events.length }),
    body: first === undefined ? '' : firstEventLine(first, intl),
    url: `${origin}${searchUrlOf(search, today)}`,
    tag: pushTagOf(search.id),
  };
}
