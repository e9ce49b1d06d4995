import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations-constants';
import Feature, { type FeatureLike } from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import regionBasemap from './region-basemap.json';

/** Credit of the outline data (us-atlas: US Census Bureau cartographic boundary files); a map passes it in its reader's language. */
export const REGION_BASEMAP_ATTRIBUTION = 'Outlines © US Census Bureau (us-atlas)';

const LAND = new Fill({ color: '#f2efe6' });
const COUNTY_LINE = new Stroke({ color: '#b8b1a2', width: 1 });
const STATE_LINE = new Style({ stroke: new Stroke({ color: '#6f6758', width: 2.5, lineDash: [8, 4] }), zIndex: 2 });
const LABEL_FILL = new Fill({ color: '#5c5548' });
const LABEL_HALO = new Stroke({ color: '#f2efe6', width: 3 });

const TOWN_DOT = new CircleStyle({ radius: 3.5, fill: new Fill({ color: '#5c5548' }), stroke: new Stroke({ color: '#f2efe6', width: 1.5 }) });

/** County names are drawn while a few counties fit the view; closer in, a name would repeat on every part. */
const LABEL_MAX_RESOLUTION = 400;

function styleOf(feature: FeatureLike, resolution: number): Style {
  if (feature.get('kind') === 'state-border') return STATE_LINE;
  if (feature.get('kind') === 'town') {
    return new Style({
      image: TOWN_DOT,
      text: new Text({ text: String(feature.get('name')), font: '12px sans-serif', fill: LABEL_FILL, stroke: LABEL_HALO, offsetY: -12 }),
      zIndex: 3,
    });
  }
  const name = String(feature.get('name') ?? '');
  return new Style({
    fill: LAND,
    stroke: COUNTY_LINE,
    text:
      resolution <= LABEL_MAX_RESOLUTION && name
        ? new Text({ text: name, font: '12px sans-serif', fill: LABEL_FILL, stroke: LABEL_HALO, overflow: false })
        : undefined,
  });
}

/**
 * The bundled basemap of the region (libs/ui/tools/build-region-basemap.mjs): counties and state borders of
 * MA, VT, NY, CT, NH and RI as vector features, with the product's 21 default towns named on it (so a map
 * zoomed inside one county still says where it is), for maps whose tiles cannot load. Its own canvas
 * (className), so it never mixes with the markers' layer.
 */
export function createRegionBasemapLayer(className: string, attribution: string = REGION_BASEMAP_ATTRIBUTION): VectorLayer {
  const features: Feature[] = new GeoJSON().readFeatures(regionBasemap, { featureProjection: 'EPSG:3857' });
  for (const town of DEFAULT_LOCATIONS) {
    // "Pittsfield, MA" -> "Pittsfield": the state is the map's own outline.
    features.push(new Feature({ geometry: new Point(fromLonLat([town.lon, town.lat])), kind: 'town', name: town.name.replace(/, [A-Z]{2}$/, '') }));
  }
  return new VectorLayer({
    className,
    source: new VectorSource({ features, attributions: attribution }),
    style: styleOf,
    declutter: false,
  });
}
