/** Offsets beyond this never hold a row (and would overflow a query's bigint): a later page is empty. */
export const MAX_OFFSET = 1_000_000_000;

/** How many rows come before page `page` of `page_size` rows (at most MAX_OFFSET). */
export function pageOffset(query: { readonly page: number; readonly page_size: number }): number {
  return Math.min((query.page - 1) * query.page_size, MAX_OFFSET);
}
