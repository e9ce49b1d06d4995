import 'ol/ol.css';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { ADDRESS_MAP_ZOOM } from '@events/contracts/addresses';
import { configuredTileUrl } from '@events/ui/map-tiles';
import { useEffect, useRef } from 'react';

export type AddressMapProps = {
  lat: number;
  lon: number;
  /** The map region's accessible name. */
  label: string;
};

const MARKER_STYLE = new Style({
  image: new CircleStyle({ radius: 9, fill: new Fill({ color: '#0b57a4' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
});

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
    const tileUrl = configuredTileUrl();
    const marker = new Feature({ geometry: new Point(fromLonLat([0, 0])) });
    const layers = [];
    if (tileUrl) {
      layers.push(
        new TileLayer({
          source: new XYZ({
            url: tileUrl,
            crossOrigin: 'anonymous',
            attributions: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
            maxZoom: 19,
          }),
        }),
      );
    }
    layers.push(new VectorLayer({ source: new VectorSource({ features: [marker] }), style: MARKER_STYLE }));
    const map = new OlMap({
      target,
      layers,
      controls: defaultControls({ attributionOptions: { collapsible: true } }),
      view: new View({ center: fromLonLat([0, 0]), zoom: ADDRESS_MAP_ZOOM }),
    });
    map.on('rendercomplete', () => {
      const element = map.getTargetElement();
      if (element) element.dataset.ready = 'true';
    });
    mapRef.current = { map, marker };
    return () => {
      map.setTarget(undefined);
      map.dispose();
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
