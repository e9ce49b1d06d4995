import 'ol/ol.css';
import Collection from 'ol/Collection';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import Point from 'ol/geom/Point';
import Translate from 'ol/interaction/Translate';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { configuredTileUrl } from '@events/ui/map-tiles';
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
const PIN_STYLE = new Style({
  image: new CircleStyle({ radius: 10, fill: new Fill({ color: '#0b57a4' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
});

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
    const tileUrl = configuredTileUrl();
    const pin = new Feature({ geometry: new Point(fromLonLat([0, 0])) });
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
    layers.push(new VectorLayer({ source: new VectorSource({ features: [pin] }), style: PIN_STYLE }));
    const map = new OlMap({
      target,
      layers,
      controls: defaultControls({ attributionOptions: { collapsible: true } }),
      view: new View({ center: fromLonLat([0, 0]), zoom: ZOOM }),
    });
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
      map.setTarget(undefined);
      map.dispose();
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
