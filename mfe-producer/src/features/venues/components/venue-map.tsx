import 'ol/ol.css';
import Collection from 'ol/Collection';
import type Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import Point from 'ol/geom/Point';
import Translate from 'ol/interaction/Translate';
import { fromLonLat, toLonLat } from 'ol/proj';
import { createPinMap } from '@events/ui/pin-map';
import { useEffect, useRef } from 'react';

export type VenueMapProps = {
  lat: number;
  lon: number;
  /** The map region's accessible name. */
  label: string;
  /** The pin was dragged, or the map clicked: the new position. */
  onMove: (point: { lat: number; lon: number }) => void;
};

const ZOOM = 16;

/**
 * The venue's position on an OpenLayers map: a pin the user drags (or a click that moves it) to correct a
 * geocode. Keyboard users type the latitude and longitude beside it. Loaded lazily (LazyVenueMap).
 */
export function VenueMap({ lat, lon, label, onMove }: VenueMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: OlMap; pin: Feature<Point> } | null>(null);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });

  useEffect(() => {
    const target = targetRef.current;
    if (!target) return undefined;
    const { map, dispose, pin } = createPinMap(target, { zoom: ZOOM, pinRadius: 10 });
    const report = (coordinate: number[]) => {
      const [lonAt = 0, latAt = 0] = toLonLat(coordinate);
      onMoveRef.current({ lat: latAt, lon: lonAt });
    };
    const translate = new Translate({ features: new Collection([pin]) });
    translate.on('translateend', (event) => report(event.coordinate));
    map.addInteraction(translate);
    map.on('singleclick', (event) => {
      pin.setGeometry(new Point(event.coordinate));
      report(event.coordinate);
    });
    map.on('rendercomplete', () => {
      const element = map.getTargetElement();
      if (element) element.dataset.ready = 'true';
    });
    mapRef.current = { map, pin };
    return () => {
      dispose();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    const point = fromLonLat([lon, lat]);
    current.pin.setGeometry(new Point(point));
    current.map.getView().setCenter(point);
  }, [lat, lon]);

  return (
    <div className="venue-map" role="region" aria-label={label}>
      <div ref={targetRef} className="venue-map__canvas" data-testid="venue-map" data-lat={lat} data-lon={lon} />
    </div>
  );
}
