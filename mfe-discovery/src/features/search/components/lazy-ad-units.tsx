import { lazy, Suspense } from 'react';
import type { AdNetworkUnitProps } from './ad-network-unit';
import type { SearchAdCardProps } from './search-ad-card';

/**
 * The ad units in a chunk of their own: the listing asks for its ads once it has answered, so their code loads
 * with them instead of before the first card. Nothing shows while it loads (an ad is never worth a spinner).
 */
const SearchAdCardChunk = lazy(() => import('./search-ad-card').then((module) => ({ default: module.SearchAdCard })));
const AdNetworkUnitChunk = lazy(() => import('./ad-network-unit').then((module) => ({ default: module.AdNetworkUnit })));

export function LazySearchAdCard(props: SearchAdCardProps) {
  return (
    <Suspense fallback={null}>
      <SearchAdCardChunk {...props} />
    </Suspense>
  );
}

export function LazyAdNetworkUnit(props: AdNetworkUnitProps) {
  return (
    <Suspense fallback={null}>
      <AdNetworkUnitChunk {...props} />
    </Suspense>
  );
}
