import { lazy, Suspense } from 'react';
import { MapLoading } from '@events/ui/map-view';
import type { ResultsMapProps } from './results-map';

/**
 * The listing's map in a chunk of its own (its markers, popups and messages), fetched with OpenLayers once the first
 * cards are on screen: a listing draws its map only then (listing-page.tsx), so no page hydrates it and its code is no
 * part of what a page needs before it answers (issue 29). A detail page draws its venue's map at once (venue-map.tsx).
 */
const ResultsMapChunk = lazy(() => import(/* webpackChunkName: "results-map" */ './results-map').then((module) => ({ default: module.ResultsMap })));

export function LazyResultsMap(props: ResultsMapProps) {
  return (
    <Suspense fallback={<MapLoading name="results-map" />}>
      <ResultsMapChunk {...props} />
    </Suspense>
  );
}
