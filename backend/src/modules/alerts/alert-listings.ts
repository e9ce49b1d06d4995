import { createHash } from 'node:crypto';
import type { EventCard } from '@events/contracts/events';
import type { KeywordMatches, ListingCache } from '../saved-searches/saved-searches.service.js';

/**
 * A digest run's listings by key: saved searches of different users that ask the same listing of the same
 * candidates (same words, place, radius, dates and filters) get the same events, so the run asks the database once
 * per distinct listing. Kept for one run only (the catalogue is read as of the run), and bounded: beyond
 * `maxCards` events or `maxListings` listings the least recently used are dropped, so the job's memory stays flat.
 */
export function runListingCache(maxListings: number, maxCards: number): ListingCache {
  const listings = new Map<string, Promise<EventCard[]>>();
  const sizes = new Map<string, number>();
  let cards = 0;
  const drop = (key: string): void => {
    listings.delete(key);
    cards -= sizes.get(key) ?? 0;
    sizes.delete(key);
  };
  return async (key, list) => {
    // The key holds the candidates' ids: its digest is what is kept.
    const digest = createHash('sha1').update(key).digest('base64');
    const known = listings.get(digest);
    if (known !== undefined) {
      listings.delete(digest);
      listings.set(digest, known);
      return known;
    }
    const answer = list();
    listings.set(digest, answer);
    let events: EventCard[];
    try {
      events = await answer;
    } catch (error) {
      if (listings.get(digest) === answer) drop(digest);
      throw error;
    }
    if (listings.get(digest) === answer && !sizes.has(digest)) {
      sizes.set(digest, events.length);
      cards += events.length;
    }
    for (const oldest of listings.keys()) {
      if (cards <= maxCards && listings.size <= maxListings) break;
      if (oldest !== digest) drop(oldest);
    }
    return events;
  };
}

/**
 * A digest run's keyword matches among its new events, by to_tsquery text: `find` answers the ids of the events a
 * keyword matches (null beyond its limit, then the keyword does not narrow), read once per keyword and run and
 * kept only as far as they are among `recent`. A search's listing then probes only the candidates its keyword
 * matches instead of every new event.
 */
export function runKeywordMatches(
  recent: readonly number[],
  find: (keyword: string) => Promise<number[] | null>,
  maxKeywords: number,
): KeywordMatches {
  const isRecent = new Set(recent);
  const matches = new Map<string, Promise<ReadonlySet<number> | null>>();
  return (keyword) => {
    let known = matches.get(keyword);
    if (known === undefined) {
      known = find(keyword).then((ids) => (ids === null ? null : new Set(ids.filter((id) => isRecent.has(id)))));
      known.catch(() => matches.delete(keyword));
      matches.set(keyword, known);
      for (const oldest of matches.keys()) {
        if (matches.size <= maxKeywords) break;
        matches.delete(oldest);
      }
    }
    return known;
  };
}
