import 'ol/ol.css';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { boundingExtent } from 'ol/extent';
import { createPinMap } from '@events/ui/pin-map';
import { useEffect, useRef } from 'react';

export type QueueItemMapProps = {
  /** The submission's position: the house pin. */
  submitted: { lat: number; lon: number };
  /** Its likely duplicates' positions: orange pins, so the two read apart. */
  duplicates: { id: number; lat: number; lon: number }[];
  /** The map region's accessible name. */
  label: string;
};

const ZOOM = 16;
const DUPLICATE_STYLE = new Style({
  image: new CircleStyle({ radius: 7, fill: new Fill({ color: '#c2410c' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
});

/**
 * A small read-only map of a queued venue over the shared basemap (tiles, or the region's outline map when they
 * fail), with its likely duplicates beside it, so an editor sees at a glance whether the two are the same place.
 * Loaded lazily (LazyQueueItemMap). The coordinates are also written out as text beside it.
 */
export function QueueItemMap({ submitted, duplicates, label }: QueueItemMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = targetRef.current;
    if (!target) return undefined;
    const { map, pin, dispose } = createPinMap(target, { zoom: ZOOM, pinRadius: 8 });
    const point = fromLonLat([submitted.lon, submitted.lat]);
    pin.setGeometry(new Point(point));
    const others = duplicates.map((d) => new Feature({ geometry: new Point(fromLonLat([d.lon, d.lat])) }));
    // Below the submission's pin, so the house pin stays on top where the two overlap.
    map.getLayers().insertAt(map.getLayers().getLength() - 1, new VectorLayer({ source: new VectorSource({ features: others }), style: DUPLICATE_STYLE }));
    const view = map.getView();
    if (others.length === 0) view.setCenter(point);
    else view.fit(boundingExtent([point, ...duplicates.map((d) => fromLonLat([d.lon, d.lat]))]), { padding: [24, 24, 24, 24], maxZoom: ZOOM });
    map.once('rendercomplete', () => {
      target.dataset.ready = 'true';
    });
    return dispose;
    // The queue's data is structurally shared by React Query: an unchanged list of duplicates keeps its identity.
  }, [submitted.lat, submitted.lon, duplicates]);

  return (
    <div className="queue-item-map" role="region" aria-label={label}>
      <div ref={targetRef} className="queue-item-map__canvas" data-testid="queue-item-map" data-pins={1 + duplicates.length} />
    </div>
  );
}
