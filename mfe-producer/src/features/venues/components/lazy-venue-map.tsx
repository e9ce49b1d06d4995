import { Spinner } from '@events/ui/spinner';
import { lazy, Suspense } from 'react';
import type { VenueMapProps } from './venue-map';

/** OpenLayers in its own chunk: requested only once the venue has a position. */
const VenueMapChunk = lazy(() => import('./venue-map').then((module) => ({ default: module.VenueMap })));

export function LazyVenueMap(props: VenueMapProps) {
  return (
    <Suspense
      fallback={
        <div className="venue-map venue-map--loading">
          <Spinner label="Loading map…" />
        </div>
      }
    >
      <VenueMapChunk {...props} />
    </Suspense>
  );
}
