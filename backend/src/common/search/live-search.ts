import type { LiveSearchItem, LiveSearchQuery } from '@events/contracts/search';
import { MAX_ID } from '@events/contracts/lists';

/** How many names a live search (the forms' venue and event pickers) suggests. */
export const LIVE_SEARCH_LIMIT = 10;

/** A live search's row: an event's or venue's id, names (Spanish '' when none) and slug. */
export type LiveSearchRow = { readonly id: number; readonly name: string; readonly name_es: string; readonly slug: string };

/** Where a live search of events or venues reads its rows: by id, or by the typed text. */
export type LiveSearchSource = {
  findLiveSearchById(id: number): Promise<LiveSearchRow[]>;
  findLiveSearchMatches(text: string, limit: number): Promise<LiveSearchRow[]>;
};

/**
 * A live search's answer: the one row with `id` (none past the largest id, which no row has), else the first
 * LIVE_SEARCH_LIMIT matches of `q` by its English or Spanish name; each with both names and the address of its page.
 */
export async function liveSearchItems(query: LiveSearchQuery, source: LiveSearchSource, pageUrl: (id: number, slug: string) => string): Promise<LiveSearchItem[]> {
  const rows =
    query.id !== undefined
      ? query.id <= MAX_ID
        ? await source.findLiveSearchById(query.id)
        : []
      : await source.findLiveSearchMatches(query.q ?? '', LIVE_SEARCH_LIMIT);
  return rows.map((row) => ({ id: row.id, name: row.name, nameEs: row.name_es, absolute_url: pageUrl(row.id, row.slug) }));
}
