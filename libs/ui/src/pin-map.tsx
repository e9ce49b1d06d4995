import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { attachBasemap, MAP_MAX_ZOOM } from './basemap';

/** The house marker: a blue dot ringed in white, readable on any tile. */
export function pinStyle(radius: number): Style {
  return new Style({
    image: new CircleStyle({ radius, fill: new Fill({ color: '#0b57a4' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
  });
}

/**
 * An OpenLayers map in `target` over the page's basemap (attachBasemap: the configured tiles, or the region's
 * outline map when they cannot load) with one pin, for the forms that show or correct a single point (address
 * book, venue location). The caller places the pin and centres the view once it knows the point, and calls
 * `dispose()` when it unmounts.
 */
export function createPinMap(
  target: HTMLElement,
  options: { zoom: number; pinRadius: number },
): { map: OlMap; pin: Feature<Point>; dispose: () => void } {
  const pin = new Feature({ geometry: new Point(fromLonLat([0, 0])) });
  const map = new OlMap({
    target,
    layers: [new VectorLayer({ source: new VectorSource({ features: [pin] }), style: pinStyle(options.pinRadius) })],
    controls: defaultControls({ attributionOptions: { collapsible: true } }),
    view: new View({ center: fromLonLat([0, 0]), zoom: options.zoom, maxZoom: MAP_MAX_ZOOM }),
  });
  const detachBasemap = attachBasemap(map);
  const dispose = () => {
    detachBasemap();
    map.setTarget(undefined);
    map.dispose();
  };
  return { map, pin, dispose };
}
