import 'ol/ol.css';
import type Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import Point from 'ol/geom/Point';
import { fromLonLat } from 'ol/proj';
import { ADDRESS_MAP_ZOOM } from '@events/contracts/addresses';
import { createPinMap } from '@events/ui/pin-map';
import { useEffect, useRef } from 'react';

export type AddressMapProps = {
  lat: number;
  lon: number;
  /** The map region's accessible name. */
  label: string;
};

/**
 * The address form's map preview (OpenLayers): one marker at the point, centred at the address maps' default
 * zoom (14). Import it lazily (LazyAddressMap) so the form renders before OpenLayers arrives.
 */
export function AddressMap({ lat, lon, label }: AddressMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: OlMap; marker: Feature<Point> } | null>(null);

  useEffect(() => {
    const target = targetRef.current;
    if (!target) return undefined;
    const { map, dispose, pin: marker } = createPinMap(target, { zoom: ADDRESS_MAP_ZOOM, pinRadius: 9 });
    map.on('rendercomplete', () => {
      const element = map.getTargetElement();
      if (element) element.dataset.ready = 'true';
    });
    mapRef.current = { map, marker };
    return () => {
      dispose();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    const point = fromLonLat([lon, lat]);
    current.marker.setGeometry(new Point(point));
    current.map.getView().setCenter(point);
    current.map.getView().setZoom(ADDRESS_MAP_ZOOM);
  }, [lat, lon]);

  return (
    <div className="address-map" role="region" aria-label={label}>
      <div ref={targetRef} className="address-map__canvas" data-testid="address-map" data-lat={lat} data-lon={lon} />
    </div>
  );
}
