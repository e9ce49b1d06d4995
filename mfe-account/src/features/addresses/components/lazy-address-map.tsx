import { Spinner } from '@events/ui/spinner';
import { lazy, Suspense } from 'react';
import type { AddressMapProps } from './address-map';

/** OpenLayers in its own chunk: requested only when a point is first shown. */
const AddressMapChunk = lazy(() => import('./address-map').then((module) => ({ default: module.AddressMap })));

export function LazyAddressMap(props: AddressMapProps) {
  return (
    <Suspense
      fallback={
        <div className="address-map address-map--loading">
          <Spinner label="Loading map…" />
        </div>
      }
    >
      <AddressMapChunk {...props} />
    </Suspense>
  );
}
