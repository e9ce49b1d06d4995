import type { EventCard } from '@events/contracts/events';
import type { SavedSearchRow } from '../saved-searches/saved-search.read-model.js';
import type { SeenPair } from './alerts.repository.js';

/** The part of a digest that tells which events it announced earlier are now cancelled. */
export type CancellationsSection = {
  /** Each event once, soonest first, with its next date. */
  readonly events: readonly EventCard[];
  /** The unsubscribe tokens of the searches that announced them: the mail's one-click unsubscribe turns them off too. */
  readonly unsubscribeTokens: readonly string[];
};

/**
 * What a digest tells cancelled, from the (search, event) pairs still to tell and the cards of the run's cancelled
 * events (soonest first): each event once, even when several searches announced it, and only those with a date
 * left to show. `told` is every pair the section covers, so none of them is told again.
 */
export function cancellationsOf(
  pairs: readonly SeenPair[],
  cards: readonly EventCard[],
  searches: readonly Pick<SavedSearchRow, 'id' | 'unsubscribe_token'>[],
): { readonly section: CancellationsSection | null; readonly told: readonly SeenPair[] } {
  const shown = new Set(cards.filter((card) => card.nextEventOccurrence !== null).map((card) => card.id));
  const told = pairs.filter((pair) => shown.has(pair.eventId));
  if (told.length === 0) return { section: null, told };
  const eventIds = new Set(told.map((pair) => pair.eventId));
  const searchIds = new Set(told.map((pair) => pair.searchId));
  return {
    section: {
      events: cards.filter((card) => eventIds.has(card.id)),
      unsubscribeTokens: searches.filter((search) => searchIds.has(search.id)).map((search) => search.unsubscribe_token),
    },
    told,
  };
}
