import { Spinner } from '@events/ui/spinner';
import { lazy, Suspense } from 'react';
import type { ResultsMapProps } from './results-map';

/** OpenLayers in its own chunk: requested only when this component first renders. */
const ResultsMapChunk = lazy(() => import('./results-map').then((module) => ({ default: module.ResultsMap })));

/** ResultsMap loaded on demand, with a loading state of the map's size meanwhile. */
export function LazyResultsMap(props: ResultsMapProps) {
  return (
    <Suspense
      fallback={
        <div className="results-map results-map--loading" style={{ minHeight: '22rem' }}>
          <Spinner label="Loading map…" />
        </div>
      }
    >
      <ResultsMapChunk {...props} />
    </Suspense>
  );
}
