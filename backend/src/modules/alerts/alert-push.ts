import type { EventCard } from '@events/contracts/events';
import { PUSH_MESSAGES } from '@events/contracts/push';
import { nameWithStatus } from '@events/contracts/event-status';
import { formatNextOccurrence, searchUrlOf, type SavedSearchRow } from '../saved-searches/saved-search.read-model.js';
import type { PushNotification } from '../push/push-delivery.service.js';

/** The notification's tag: one per search, so the device shows a search's latest notification in place of the earlier one. */
export function pushTagOf(searchId: number): string {
  return `saved-search-${searchId}`;
}

/** The first event in a line: its name, its next date and where (the venue and town, or online). */
function firstEventLine(card: EventCard): string {
  const venue = card.pointOfInterest;
  const town = [venue.city, venue.state].filter((part) => part !== '').join(', ');
  const place = card.isInPerson ? [venue.name, town].filter((part) => part !== '').join(', ') : PUSH_MESSAGES.online;
  return [nameWithStatus(card.name, card.status), formatNextOccurrence(card), place].filter((part) => part !== '').join(' · ');
}

/**
 * A search's notification of the day: how many new events it has and the first of them (listing order: the soonest),
 * opening the search's listing as the mail's button does (absolute, on `origin`).
 */
export function composePushNotification(search: SavedSearchRow, events: readonly EventCard[], today: string, origin: string): PushNotification {
  const first = events[0];
  return {
    title: PUSH_MESSAGES.title(search.search_name, events.length),
    body: first === undefined ? '' : firstEventLine(first),
    url: `${origin}${searchUrlOf(search, today)}`,
    tag: pushTagOf(search.id),
  };
}
