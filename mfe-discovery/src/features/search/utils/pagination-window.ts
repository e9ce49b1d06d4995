import { PAGINATION_NEIGHBOURS } from '@events/contracts/reference';

/** A page number to link, or a gap (…) between distant pages. */
export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The pages a pagination bar shows (spec section 9: 2 neighbours on each side): the first and last page,
 * the current page with its neighbours, and a gap where pages are left out. A gap never hides a single page
 * (1 … 3 becomes 1 2 3).
 */
export function paginationWindow(current: number, total: number, neighbours: number = PAGINATION_NEIGHBOURS): PaginationItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const pages = new Set<number>([1, total]);
  for (let p = page - neighbours; p <= page + neighbours; p += 1) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ type: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ type: 'gap', key: `gap-${previous}-${p}` });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  return items;
}
