/** A listing item: a result, the search advertisement, or the ad-network unit. */
export type WithAds<T> = { type: 'result'; item: T; index: number } | { type: 'ad' } | { type: 'network' };

/**
 * The results with both ad slots (spec section 9): the search ad before the result at `adAt`, the ad-network
 * unit before the result at `networkAt` (after the search ad when both go before the same result). Positions
 * are indexes into the result list as adPosition and adNetworkPosition give them; null or out of range, no slot.
 */
export function insertAds<T>(results: readonly T[], adAt: number | null, networkAt: number | null): WithAds<T>[] {
  const inRange = (at: number | null): at is number => at !== null && at >= 0 && at <= results.length;
  const items: WithAds<T>[] = [];
  for (let index = 0; index <= results.length; index++) {
    if (inRange(adAt) && adAt === index) items.push({ type: 'ad' });
    if (inRange(networkAt) && networkAt === index) items.push({ type: 'network' });
    if (index < results.length) items.push({ type: 'result', item: results[index] as T, index });
  }
  return items;
}
