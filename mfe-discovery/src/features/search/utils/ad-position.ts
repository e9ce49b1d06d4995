/**
 * Where a search advertisement goes among the results (spec section 9): a random position, except the first
 * ad of a browser session, which goes to position 1 (right after the first result) when there is more than
 * one result. Positions are indexes into the result list: the ad is shown before the result at that index
 * (0 = first, `count` = after the last). No results, no ad.
 */
export function adPosition(resultCount: number, firstForSession: boolean, random: () => number = Math.random): number | null {
  if (resultCount < 1) return null;
  if (firstForSession && resultCount > 1) return 1;
  return Math.min(resultCount, Math.floor(random() * (resultCount + 1)));
}

/**
 * Where a second, ad-network unit would go: a random position from 2 onward (spec section 9). Null when the
 * list is too short to have a position 2.
 */
export function adNetworkPosition(resultCount: number, random: () => number = Math.random): number | null {
  if (resultCount < 2) return null;
  return 2 + Math.min(resultCount - 2, Math.floor(random() * (resultCount - 1)));
}

/** A listing item: a result, or the advertisement slot at its position. */
export type WithAd<T> = { type: 'result'; item: T; index: number } | { type: 'ad' };

/** The results with the ad slot inserted at `position` (no slot when null). */
export function insertAd<T>(results: readonly T[], position: number | null): WithAd<T>[] {
  const items: WithAd<T>[] = results.map((item, index) => ({ type: 'result', item, index }));
  if (position !== null && position >= 0 && position <= results.length) items.splice(position, 0, { type: 'ad' });
  return items;
}
