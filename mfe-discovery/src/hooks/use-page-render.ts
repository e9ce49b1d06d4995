import { useHydrating } from '@events/ui/use-hydrating';
import { useQueryClient } from '@tanstack/react-query';
import { localToday } from '../utils/date-range';

/**
 * What a page rendered on the server was rendered with, beyond its data: the product's clock (the instant, epoch ms,
 * and the region's day), the origin the visitor asked (share and calendar links carry it), and the draw in [0, 1)
 * that placed the events listing's ad-network unit among its cards (ad-position.ts adNetworkPosition).
 */
export type PageRender = { readonly now: number; readonly today: string; readonly origin: string; readonly adNetworkRandom: number };

/** The query-cache entry the server render puts it in (server/page-queries.ts); the page carries it. */
export const PAGE_RENDER_QUERY_KEY = ['page-render'] as const;

/** The server's render context while rendering there and while hydrating; null in every other render. */
export function usePageRender(): PageRender | null {
  const hydrating = useHydrating();
  const client = useQueryClient();
  return hydrating ? (client.getQueryData<PageRender>(PAGE_RENDER_QUERY_KEY) ?? null) : null;
}

/** Today (yyyy-MM-dd): the device's day, or the rendered page's while hydrating. */
export function useToday(): string {
  return usePageRender()?.today ?? localToday();
}

/** The site's origin as the visitor reaches it (`https://host`). */
export function usePageOrigin(): string {
  return usePageRender()?.origin ?? window.location.origin;
}
