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
import Text from 'ol/style/Text';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { MAP_EMPTY_ZOOM, MAP_FIT_PADDING, MAP_SINGLE_MARKER_ZOOM } from '../../utils/map-config';
import { groupMarkers, groupName, type MapMarker, type MarkerGroup } from './marker-groups';
import './results-map.css';

export type ResultsMapProps = {
  markers: readonly MapMarker[];
  /** The map region's accessible name. */
  label?: string;
  /** Centre of a map without markers (the search point). */
  center?: { lat: number; lon: number } | null;
  /** The results' plural in a shared marker's popup name ("3 events at ..."). */
  noun?: string;
  className?: string;
};

const STYLES = new Map<string, Style>();

/**
 * A result's marker: the house blue dot, or red while its popup is open. A marker shared by several results is
 * larger and shows their count.
 */
function markerStyle(count: number, selected: boolean): Style {
  const key = `${count}:${selected}`;
  let style = STYLES.get(key);
  if (!style) {
    const radius = (count > 1 ? 12 : 8) + (selected ? 3 : 0);
    style = new Style({
      image: new CircleStyle({
        radius,
        fill: new Fill({ color: selected ? '#b3261e' : '#0b57a4' }),
        stroke: new Stroke({ color: '#ffffff', width: selected ? 3 : 2 }),
      }),
      text:
        count > 1
          ? new Text({ text: String(count), font: 'bold 12px system-ui, sans-serif', fill: new Fill({ color: '#ffffff' }) })
          : undefined,
      zIndex: selected ? 1 : 0,
    });
    STYLES.set(key, style);
  }
  return style;
}

const PITTSFIELD = { lat: 42.4501, lon: -73.2454 };

/**
 * An OpenLayers map with one marker per venue (spec section 9): fitted to the markers with padding 60 and a
 * maximum zoom of 18, a single marker at zoom 14, over the page's basemap (attachBasemap: the configured tiles,
 * or the region's outline map when they cannot load). Results at one venue share one marker showing their count
 * (groupMarkers). Clicking a marker opens a popup, a dialog named after its result or its count and venue, with a
 * link to each result there; focus moves into it, Tab reaches the links and Escape closes it.
 * Import it lazily (LazyResultsMap) so OpenLayers is its own chunk, fetched after the first cards.
 */
export function ResultsMap({ markers, label = 'Map of results', center = null, noun = 'results', className }: ResultsMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<OlMap | null>(null);
  const sourceRef = useRef<VectorSource | null>(null);
  const overlayRef = useRef<Overlay | null>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [popupElement] = useState(() => {
    const element = document.createElement('div');
    element.className = 'results-map__popup';
    return element;
  });
  const groups = useMemo(() => groupMarkers(markers), [markers]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = selectedKey === null ? null : (groups.find((g) => g.key === selectedKey) ?? null);
  const groupsRef = useRef(groups);

  // The map itself: created once.
  useEffect(() => {
    const target = targetRef.current;
    if (!target) return undefined;
    const source = new VectorSource();
    const markerLayer = new VectorLayer({ source, style: (feature) => markerStyle(Number(feature.get('count')) || 1, false) });
    // Clicks and the pointer look at the markers only, not the basemap's county shapes.
    const onMarkers = { hitTolerance: 6, layerFilter: (layer: unknown) => layer === markerLayer };
    const overlay = new Overlay({
      element: popupElement,
      positioning: 'bottom-center',
      offset: [0, -14],
      stopEvent: true,
      // A long list stays inside the map.
      autoPan: { margin: 16, animation: { duration: 200 } },
    });
    const map = new OlMap({
      target,
      layers: [markerLayer],
      overlays: [overlay],
      controls: defaultControls({ attributionOptions: { collapsible: true } }),
      view: new View({ center: fromLonLat([PITTSFIELD.lon, PITTSFIELD.lat]), zoom: MAP_EMPTY_ZOOM, maxZoom: MAP_MAX_ZOOM }),
    });
    map.on('singleclick', (event) => {
      const feature = map.forEachFeatureAtPixel(event.pixel, (f) => f, onMarkers);
      const key = feature?.getId();
      setSelectedKey(key !== undefined && groupsRef.current.some((g) => g.key === String(key)) ? String(key) : null);
    });
    map.on('pointermove', (event) => {
      if (event.dragging) return;
      const element = map.getTargetElement();
      if (element) element.style.cursor = map.hasFeatureAtPixel(event.pixel, onMarkers) ? 'pointer' : '';
    });
    // For tests and tools: where each marker is drawn and how many results it holds, once the map has rendered.
    map.on('rendercomplete', () => {
      const pixels = source.getFeatures().map((f) => {
        const pixel = map.getPixelFromCoordinate((f.getGeometry() as Point).getCoordinates());
        return { id: String(f.getId()), count: Number(f.get('count')), x: Math.round(pixel?.[0] ?? -1), y: Math.round(pixel?.[1] ?? -1) };
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
    groupsRef.current = groups;
    const map = mapRef.current;
    const source = sourceRef.current;
    if (!map || !source) return;
    setSelectedKey(null);
    // Until the next complete render, the drawn marker positions are not yet these markers'.
    const element = map.getTargetElement();
    if (element) element.dataset.ready = 'false';
    source.clear();
    const coordinates = groups.map((group) => {
      const coordinate = fromLonLat([group.lon, group.lat]);
      const feature = new Feature({ geometry: new Point(coordinate), count: group.markers.length });
      feature.setId(group.key);
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
  }, [groups, center]);

  // The popup, the selected marker's style, and focus into the popup as it opens.
  useEffect(() => {
    const source = sourceRef.current;
    const overlay = overlayRef.current;
    if (!source || !overlay) return;
    for (const feature of source.getFeatures()) {
      const count = Number(feature.get('count')) || 1;
      feature.setStyle(selected && feature.getId() === selected.key ? markerStyle(count, true) : undefined);
    }
    overlay.setOffset([0, selected && selected.markers.length > 1 ? -18 : -14]);
    overlay.setPosition(selected ? fromLonLat([selected.lon, selected.lat]) : undefined);
    // preventScroll: the map's viewport must not scroll to show the popup (autoPan moves the map instead).
    if (selected) popupRef.current?.focus({ preventScroll: true });
  }, [selected]);

  const onPopupKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setSelectedKey(null);
  };

  return (
    <div className={['results-map', className].filter(Boolean).join(' ')} role="region" aria-label={label}>
      <div ref={targetRef} className="results-map__canvas" data-testid="results-map" data-marker-count={groups.length} />
      {createPortal(
        selected && (
          <div
            ref={popupRef}
            className="results-map__popup-body"
            data-testid="map-popup"
            role="dialog"
            aria-labelledby={titleId}
            tabIndex={-1}
            onKeyDown={onPopupKeyDown}
          >
            <PopupContent group={selected} noun={noun} titleId={titleId} />
            <button type="button" className="results-map__popup-close" aria-label="Close" onClick={() => setSelectedKey(null)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ),
        popupElement,
      )}
    </div>
  );
}

/** One result as before (its link and second line), or the count at the venue over a list of links. */
function PopupContent({ group, noun, titleId }: { group: MarkerGroup; noun: string; titleId: string }) {
  const [only] = group.markers;
  if (group.markers.length === 1 && only) {
    return (
      <>
        <span id={titleId}>{only.href ? <Link to={only.href}>{only.label}</Link> : <strong>{only.label}</strong>}</span>
        {only.description && <p>{only.description}</p>}
      </>
    );
  }
  return (
    <>
      <strong id={titleId} className="results-map__popup-title">
        {groupName(group, noun)}
      </strong>
      <ul className="results-map__popup-list">
        {group.markers.map((marker) => (
          <li key={marker.id}>
            {marker.href ? <Link to={marker.href}>{marker.label}</Link> : marker.label}
            {/* The venue is in the title already. */}
            {marker.description && marker.description !== group.venueName && <p>{marker.description}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
