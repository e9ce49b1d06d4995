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
import { configuredTileUrl } from './map-tiles';

/** The house marker: a blue dot ringed in white, readable on any tile. */
export function pinStyle(radius: number): Style {
  return new Style({
    image: new CircleStyle({ radius, fill: new Fill({ color: '#0b57a4' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
  });
}

/**
 * An OpenLayers map in `target` with the page's tiles (configuredTileUrl; none when the page turns them off) and one
 * pin, for the forms that show or correct a single point (address book, venue location). The caller places the
 * pin and centres the view once it knows the point, and calls `map.setTarget(undefined)` when it unmounts.
 */
export function createPinMap(target: HTMLElement, options: { zoom: number; pinRadius: number }): { map: OlMap; pin: Feature<Point> } {
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
  layers.push(new VectorLayer({ source: new VectorSource({ features: [pin] }), style: pinStyle(options.pinRadius) }));
  const map = new OlMap({
    target,
    layers,
    controls: defaultControls({ attributionOptions: { collapsible: true } }),
    view: new View({ center: fromLonLat([0, 0]), zoom: options.zoom }),
  });
  return { map, pin };
}
