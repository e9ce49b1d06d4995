import 'ol/ol.css';
import { attachBasemap, MAP_MAX_ZOOM } from '@events/ui/basemap';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import { boundingExtent } from 'ol/extent';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { MAP_EMPTY_ZOOM, MAP_FIT_PADDING, MAP_SINGLE_MARKER_ZOOM } from '../../utils/map-config';
import './results-map.css';

export type MapMarker = {
  /** Unique among the markers. */
  id: string | number;
  lat: number;
  lon: number;
  /** The place's name, shown in the marker's popup. */
  label: string;
  /** Where the popup's link leads (a detail page). */
  href?: string;
  /** A second line in the popup (date, address). */
  description?: string;
};

export type ResultsMapProps = {
  markers: readonly MapMarker[];
  /** The map region's accessible name. */
  label?: string;
  /** Centre of a map without markers (the search point). */
  center?: { lat: number; lon: number } | null;
  className?: string;
};

const MARKER_STYLE = new Style({
  image: new CircleStyle({ radius: 8, fill: new Fill({ color: '#0b57a4' }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
});
const SELECTED_STYLE = new Style({
  image: new CircleStyle({ radius: 11, fill: new Fill({ color: '#b3261e' }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }),
  zIndex: 1,
});

const PITTSFIELD = { lat: 42.4501, lon: -73.2454 };

/**
 * An OpenLayers map with one marker per result (spec section 9): fitted to the markers with padding 60 and a
 * maximum zoom of 18, a single marker at zoom 14, over the page's basemap (attachBasemap: the configured tiles,
 * or the region's outline map when they cannot load). Clicking a marker opens a popup with its link.
 * Import it lazily (LazyResultsMap) so OpenLayers is its own chunk, fetched after the first cards.
 */
export function ResultsMap({ markers, label = 'Map of results', center = null, className }: ResultsMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<OlMap | null>(null);
  const sourceRef = useRef<VectorSource | null>(null);
  const overlayRef = useRef<Overlay | null>(null);
  const [popupElement] = useState(() => {
    const element = document.createElement('div');
    element.className = 'results-map__popup';
    return element;
  });
  const [selected, setSelected] = useState<MapMarker | null>(null);
  const markersRef = useRef(markers);

  // The map itself: created once.
  useEffect(() => {
    const target = targetRef.current;
    if (!target) return undefined;
    const source = new VectorSource();
    const markerLayer = new VectorLayer({ source, style: MARKER_STYLE });
    // Clicks and the pointer look at the markers only, not the basemap's county shapes.
    const onMarkers = { hitTolerance: 6, layerFilter: (layer: unknown) => layer === markerLayer };
    const overlay = new Overlay({ element: popupElement, positioning: 'bottom-center', offset: [0, -14], stopEvent: true });
    const map = new OlMap({
      target,
      layers: [markerLayer],
      overlays: [overlay],
      controls: defaultControls({ attributionOptions: { collapsible: true } }),
      view: new View({ center: fromLonLat([PITTSFIELD.lon, PITTSFIELD.lat]), zoom: MAP_EMPTY_ZOOM, maxZoom: MAP_MAX_ZOOM }),
    });
    map.on('singleclick', (event) => {
      const feature = map.forEachFeatureAtPixel(event.pixel, (f) => f, onMarkers);
      const id = feature?.getId();
      const marker = id === undefined ? null : (markersRef.current.find((m) => String(m.id) === String(id)) ?? null);
      setSelected(marker);
    });
    map.on('pointermove', (event) => {
      if (event.dragging) return;
      const element = map.getTargetElement();
      if (element) element.style.cursor = map.hasFeatureAtPixel(event.pixel, onMarkers) ? 'pointer' : '';
    });
    // For tests and tools: where each marker is drawn, once the map has rendered.
    map.on('rendercomplete', () => {
      const pixels = source.getFeatures().map((f) => {
        const pixel = map.getPixelFromCoordinate((f.getGeometry() as Point).getCoordinates());
        return { id: String(f.getId()), x: Math.round(pixel?.[0] ?? -1), y: Math.round(pixel?.[1] ?? -1) };
      });
      const element = map.getTargetElement();
      if (!element) return;
      element.dataset.markers = JSON.stringify(pixels);
      element.dataset.ready = 'true';
    });
    const detachBasemap = attachBasemap(map);
    mapRef.current = map;
    sourceRef.current = source;
    overlayRef.current = overlay;
    return () => {
      detachBasemap();
      map.setTarget(undefined);
      map.dispose();
      mapRef.current = null;
      sourceRef.current = null;
      overlayRef.current = null;
    };
  }, [popupElement]);

  // The markers: replaced and fitted whenever the results change.
  useEffect(() => {
    markersRef.current = markers;
    const map = mapRef.current;
    const source = sourceRef.current;
    if (!map || !source) return;
    setSelected(null);
    // Until the next complete render, the drawn marker positions are not yet these markers'.
    const element = map.getTargetElement();
    if (element) element.dataset.ready = 'false';
    source.clear();
    const coordinates = markers
      .filter((m) => Number.isFinite(m.lat) && Number.isFinite(m.lon))
      .map((m) => {
        const coordinate = fromLonLat([m.lon, m.lat]);
        const feature = new Feature({ geometry: new Point(coordinate) });
        feature.setId(String(m.id));
        source.addFeature(feature);
        return coordinate;
      });
    const view = map.getView();
    const first = coordinates[0];
    if (coordinates.length === 0 || !first) {
      const c = center ?? PITTSFIELD;
      view.setCenter(fromLonLat([c.lon, c.lat]));
      view.setZoom(MAP_EMPTY_ZOOM);
    } else if (coordinates.length === 1 || coordinates.every((c) => c[0] === first[0] && c[1] === first[1])) {
      view.setCenter(first);
      view.setZoom(MAP_SINGLE_MARKER_ZOOM);
    } else {
      view.fit(boundingExtent(coordinates), {
        padding: [MAP_FIT_PADDING, MAP_FIT_PADDING, MAP_FIT_PADDING, MAP_FIT_PADDING],
        maxZoom: MAP_MAX_ZOOM,
        size: map.getSize(),
      });
    }
  }, [markers, center]);

  // The popup and the selected marker's style.
  useEffect(() => {
    const source = sourceRef.current;
    const overlay = overlayRef.current;
    if (!source || !overlay) return;
    for (const feature of source.getFeatures()) {
      feature.setStyle(selected && String(feature.getId()) === String(selected.id) ? SELECTED_STYLE : undefined);
    }
    overlay.setPosition(selected ? fromLonLat([selected.lon, selected.lat]) : undefined);
  }, [selected]);

  return (
    <div className={['results-map', className].filter(Boolean).join(' ')} role="region" aria-label={label}>
      <div ref={targetRef} className="results-map__canvas" data-testid="results-map" data-marker-count={markers.length} />
      {createPortal(
        selected && (
          <div className="results-map__popup-body" data-testid="map-popup">
            {selected.href ? <Link to={selected.href}>{selected.label}</Link> : <strong>{selected.label}</strong>}
            {selected.description && <p>{selected.description}</p>}
            <button type="button" className="results-map__popup-close" aria-label="Close" onClick={() => setSelected(null)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ),
        popupElement,
      )}
    </div>
  );
}
