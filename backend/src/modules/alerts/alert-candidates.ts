import { addDaysToLocalDate } from '@events/domain/local-time';
import { upcomingRange, type SavedSearchRow } from '../saved-searches/saved-search.read-model.js';
import { todayIn, type EventCandidates } from '../search/search-criteria.js';

/**
 * Which events a digest can report for a search: the events created since the search was last covered (or since it
 * was saved), or edited since in what a search can match (events.matched_fields_changed: their days, keywords or
 * filtered fields), and the events whose first day in range lies past the range the last digest covered (the named
 * range moved on). Only these go through the listing's query, so a run costs what a day of new and edited events
 * costs, not what the catalogue does. Events a digest already covered for the search are left out afterwards
 * (alert_seen_events), so an edit never sends an event twice.
 */

/** A digest never reports events created or changed longer ago than this (a search left uncovered for months starts afresh). */
export const ALERT_LOOKBACK_DAYS = 14;

/** The run's created or changed events, by when that last happened (`changed`: the later of the two), oldest first. */
export type RecentEvent = { readonly id: number; readonly changed: Date };

/** The earliest time any search of a run can ask about: `earliest`, but at most the lookback before `now`. */
export function lookbackStart(earliest: Date | null, now: Date): Date {
  const floor = new Date(now.getTime() - ALERT_LOOKBACK_DAYS * 86_400_000);
  return earliest === null || earliest < floor ? floor : earliest;
}

/** Ids of the events created or changed after `since` (`recent` in that order). */
export function changedAfter(recent: readonly RecentEvent[], since: Date): number[] {
  let low = 0;
  let high = recent.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((recent[mid] as RecentEvent).changed.getTime() <= since.getTime()) low = mid + 1;
    else high = mid;
  }
  return recent.slice(low).map((event) => event.id);
}

/** The candidates of one search at `now`, or null when nothing can be new (no range, no new event, no new day). */
export function candidatesOf(
  search: Pick<SavedSearchRow, 'named_date' | 'date_start' | 'date_end' | 'last_alerted' | 'created'>,
  recent: readonly RecentEvent[],
  now: Date,
): EventCandidates | null {
  const range = upcomingRange(search, todayIn(undefined, now));
  if (range === null) return null;
  const since = lookbackStart(search.last_alerted ?? search.created, now);
  const eventIds = changedAfter(recent, since);
  // A search never covered reports only events created or changed after it was saved; a covered one also the days
  // its range gained since the last digest.
  const covered = search.last_alerted === null ? null : upcomingRange(search, todayIn(undefined, search.last_alerted));
  const afterDay = search.last_alerted === null ? range.end : covered === null || covered.end < range.start ? addDaysToLocalDate(range.start, -1) : covered.end;
  if (eventIds.length === 0 && afterDay >= range.end) return null;
  return { eventIds, afterDay };
}

