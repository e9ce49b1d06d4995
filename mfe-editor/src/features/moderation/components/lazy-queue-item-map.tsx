import { Spinner } from '@events/ui/spinner';
import { lazy, Suspense } from 'react';
import type { QueueItemMapProps } from './queue-item-map';

/** OpenLayers in its own chunk, fetched with the first queue row that shows a map. */
const QueueItemMapChunk = lazy(() =>
  import(/* webpackChunkName: "queue-item-map" */ './queue-item-map').then((module) => ({ default: module.QueueItemMap })),
);

export function LazyQueueItemMap(props: QueueItemMapProps) {
  return (
    <Suspense
      fallback={
        <div className="queue-item-map queue-item-map--loading">
          <Spinner label="Loading map…" />
        </div>
      }
    >
      <QueueItemMapChunk {...props} />
    </Suspense>
  );
}
