import { lazy, Suspense } from 'react';
import type { SearchAdCardProps } from './search-ad-card';

/**
 * The search ad in a chunk of its own: the listing asks for its ad once it has answered, so its code loads with it
 * instead of before the first card. Nothing shows while it loads (an ad is never worth a spinner). The ad-network
 * unit is not lazy: a page rendered on the server shows it among its first cards, and a lazy boundary still waiting
 * for its code when the page first updates would be rendered again by the browser, the unit gone meanwhile.
 */
const SearchAdCardChunk = lazy(() => import('./search-ad-card').then((module) => ({ default: module.SearchAdCard })));

export function LazySearchAdCard(props: SearchAdCardProps) {
  return (
    <Suspense fallback={null}>
      <SearchAdCardChunk {...props} />
    </Suspense>
  );
}
