import 'ol/ol.css';
import Collection from 'ol/Collection';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import { boundingExtent } from 'ol/extent';
import Point from 'ol/geom/Point';
import Translate from 'ol/interaction/Translate';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { defineMessages } from '@events/api-client/intl';
import { attachBasemap, MAP_MAX_ZOOM } from './basemap.js';
import { useAppIntl } from './i18n/app-intl.js';
import type { MapPin, MapViewProps } from './map-view.js';

const messages = defineMessages({
  closePopup: { id: 'ui.mapView.closePopup', defaultMessage: 'Close' },
  // OpenLayers' controls: their buttons' titles (and names).
  zoomIn: { id: 'ui.mapView.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'ui.mapView.zoomOut', defaultMessage: 'Zoom out' },
  attributions: { id: 'ui.mapView.attributions', defaultMessage: 'Attributions' },
  attributionsButton: { id: 'ui.mapView.attributionsButton', defaultMessage: 'i' },
  resetRotation: { id: 'ui.mapView.resetRotation', defaultMessage: 'Reset rotation' },
  // REGION_BASEMAP_ATTRIBUTION of ./region-basemap-layer: the credit of the outline map drawn when tiles fail.
  outlines: { id: 'ui.mapView.outlinesAttribution', defaultMessage: 'Outlines © US Census Bureau (us-atlas)' },
});

/** The popup's close button: a symbol, named by its label. */
const CLOSE_SYMBOL = '×';

const HOUSE = '#0b57a4';
const SELECTED = '#b3261e';
const OTHER = '#c2410c';
const STYLES = new Map<string, Style>();

/**
 * A pin's style: the house blue dot ringed in white, red and larger while its popup is open, larger with the count
 * when it stands for several results; an `other` pin is a smaller orange dot under the house pins.
 */
function pinStyle(radius: number, count: number, selected: boolean, tone: 'house' | 'other'): Style {
  const key = `${radius}:${count}:${selected}:${tone}`;
  let style = STYLES.get(key);
  if (!style) {
    style =
      tone === 'other'
        ? new Style({ image: new CircleStyle({ radius: 7, fill: new Fill({ color: OTHER }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }), zIndex: -1 })
        : new Style({
            image: new CircleStyle({
              radius: radius + (count > 1 ? 4 : 0) + (selected ? 3 : 0),
              fill: new Fill({ color: selected ? SELECTED : HOUSE }),
              stroke: new Stroke({ color: '#ffffff', width: selected ? 3 : 2 }),
            }),
            text: count > 1 ? new Text({ text: String(count), font: 'bold 12px system-ui, sans-serif', fill: new Fill({ color: '#ffffff' }) }) : undefined,
            zIndex: selected ? 1 : 0,
          });
    STYLES.set(key, style);
  }
  return style;
}

type Live = { map: OlMap; source: VectorSource; overlay: Overlay; movable: Collection<Feature> };

/** MapView's OpenLayers part (its own chunk): the map is made once; its pins, view and popup follow the props. */
export function MapViewCanvas({
  name,
  label,
  className,
  pins,
  zoom,
  fit,
  empty,
  pinRadius = 8,
  keepZoom = false,
  onMove,
  selected = null,
  onSelect,
  popup = null,
}: MapViewProps) {
  const intl = useAppIntl();
  const zoomInLabel = intl.formatMessage(messages.zoomIn);
  const zoomOutLabel = intl.formatMessage(messages.zoomOut);
  const attributionsLabel = intl.formatMessage(messages.attributions);
  const attributionsButton = intl.formatMessage(messages.attributionsButton);
  const resetRotationLabel = intl.formatMessage(messages.resetRotation);
  const outlinesCredit = intl.formatMessage(messages.outlines);
  const targetRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<Live | null>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  // The pins by value: a caller's new array of the same pins moves nothing (a form re-renders as the user types).
  const pinsKey = JSON.stringify(pins);
  const shown = useMemo(() => JSON.parse(pinsKey) as MapPin[], [pinsKey]);
  const handlers = useRef({ onMove, onSelect, shown });
  useEffect(() => {
    handlers.current = { onMove, onSelect, shown };
  });
  const [popupElement] = useState(() => {
    const element = document.createElement('div');
    element.className = `${name}__popup`;
    return element;
  });
  const selectable = onSelect !== undefined;
  const movable = onMove !== undefined;

  // The map itself: made once.
  useEffect(() => {
    const target = targetRef.current;
    if (!target) return undefined;
    const source = new VectorSource();
    const pinLayer = new VectorLayer({ source, style: (feature) => pinStyle(Number(feature.get('radius')), Number(feature.get('count')), false, feature.get('tone')) });
    // Clicks and the pointer look at the pins only, not the basemap's county shapes.
    const onPins = { hitTolerance: 6, layerFilter: (layer: unknown) => layer === pinLayer };
    const overlay = new Overlay({
      element: popupElement,
      positioning: 'bottom-center',
      offset: [0, -14],
      stopEvent: true,
      // A long popup stays inside the map.
      autoPan: { margin: 16, animation: { duration: 200 } },
    });
    const map = new OlMap({
      target,
      layers: [pinLayer],
      overlays: [overlay],
      controls: defaultControls({
        attributionOptions: { collapsible: true, tipLabel: attributionsLabel, label: attributionsButton },
        zoomOptions: { zoomInTipLabel: zoomInLabel, zoomOutTipLabel: zoomOutLabel },
        rotateOptions: { tipLabel: resetRotationLabel },
      }),
      view: new View({ center: fromLonLat([0, 0]), zoom, maxZoom: MAP_MAX_ZOOM }),
    });
    const moving = new Collection<Feature>();
    const report = (coordinate: number[]) => {
      const [lon = 0, lat = 0] = toLonLat(coordinate);
      handlers.current.onMove?.({ lat, lon });
    };
    if (movable) {
      const translate = new Translate({ features: moving });
      translate.on('translateend', (event) => report(event.coordinate));
      map.addInteraction(translate);
    }
    map.on('singleclick', (event) => {
      const { onSelect: select, shown: current } = handlers.current;
      if (select) {
        const id = map.forEachFeatureAtPixel(event.pixel, (f) => f, onPins)?.getId();
        select(id !== undefined && current.some((p) => p.id === String(id)) ? String(id) : null);
      } else if (movable) {
        moving.item(0)?.setGeometry(new Point(event.coordinate));
        report(event.coordinate);
      }
    });
    if (selectable) {
      map.on('pointermove', (event) => {
        if (event.dragging) return;
        target.style.cursor = map.hasFeatureAtPixel(event.pixel, onPins) ? 'pointer' : '';
      });
    }
    // For tests and tools: where each pin is drawn and how many results it holds, once the map has rendered.
    map.on('rendercomplete', () => {
      const drawn = source.getFeatures().map((f) => {
        const pixel = map.getPixelFromCoordinate((f.getGeometry() as Point).getCoordinates());
        return { id: String(f.getId()), count: Number(f.get('count')), x: Math.round(pixel?.[0] ?? -1), y: Math.round(pixel?.[1] ?? -1) };
      });
      target.dataset.markers = JSON.stringify(drawn);
      target.dataset.ready = 'true';
    });
    const detachBasemap = attachBasemap(map, undefined, outlinesCredit);
    liveRef.current = { map, source, overlay, movable: moving };
    return () => {
      detachBasemap();
      map.setTarget(undefined);
      map.dispose();
      liveRef.current = null;
    };
    // Made once per mount: its zoom and the kind of map are each screen's constants (and the language its controls speak).
  }, [popupElement, movable, selectable, zoom, zoomInLabel, zoomOutLabel, attributionsLabel, attributionsButton, resetRotationLabel, outlinesCredit]);

  // The pins: replaced and brought into view whenever they change.
  const fitPadding = fit?.padding ?? 24;
  const fitMaxZoom = fit?.maxZoom ?? zoom;
  const emptyLat = empty?.center.lat;
  const emptyLon = empty?.center.lon;
  const emptyZoom = empty?.zoom;
  useEffect(() => {
    const live = liveRef.current;
    if (!live) return;
    const { map, source } = live;
    // Until the next complete render, the drawn positions are not yet these pins'.
    const target = map.getTargetElement();
    if (target) target.dataset.ready = 'false';
    source.clear();
    const coordinates = shown.map((pin) => {
      const coordinate = fromLonLat([pin.lon, pin.lat]);
      const feature = new Feature({ geometry: new Point(coordinate), count: pin.count ?? 1, tone: pin.tone ?? 'house', radius: pinRadius });
      feature.setId(pin.id);
      source.addFeature(feature);
      return coordinate;
    });
    live.movable.clear();
    const house = source.getFeatures().find((f) => f.get('tone') === 'house');
    if (house) live.movable.push(house);
    const view = map.getView();
    const first = coordinates[0];
    if (!first) {
      if (emptyLat !== undefined && emptyLon !== undefined && emptyZoom !== undefined) {
        view.setCenter(fromLonLat([emptyLon, emptyLat]));
        view.setZoom(emptyZoom);
      }
    } else if (coordinates.every((c) => c[0] === first[0] && c[1] === first[1])) {
      view.setCenter(first);
      if (!keepZoom) view.setZoom(zoom);
    } else {
      view.fit(boundingExtent(coordinates), { padding: [fitPadding, fitPadding, fitPadding, fitPadding], maxZoom: fitMaxZoom, size: map.getSize() });
    }
  }, [shown, zoom, pinRadius, keepZoom, fitPadding, fitMaxZoom, emptyLat, emptyLon, emptyZoom]);

  // The selected pin's style, the popup at it, and focus into the popup as it opens.
  const selectedPin = selected === null ? null : (shown.find((p) => p.id === selected) ?? null);
  useEffect(() => {
    const live = liveRef.current;
    if (!live) return;
    for (const feature of live.source.getFeatures()) {
      const isSelected = selectedPin !== null && feature.getId() === selectedPin.id;
      feature.setStyle(isSelected ? pinStyle(pinRadius, selectedPin.count ?? 1, true, 'house') : undefined);
    }
    live.overlay.setOffset([0, selectedPin && (selectedPin.count ?? 1) > 1 ? -18 : -14]);
    live.overlay.setPosition(selectedPin ? fromLonLat([selectedPin.lon, selectedPin.lat]) : undefined);
    // preventScroll: the map's viewport must not scroll to show the popup (autoPan moves the map instead).
    if (selectedPin) popupRef.current?.focus({ preventScroll: true });
  }, [selectedPin, pinRadius]);

  const onPopupKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onSelect?.(null);
  };

  const [firstPin] = shown;
  return (
    <div className={[name, className].filter(Boolean).join(' ')} role="region" aria-label={label}>
      <div ref={targetRef} className={`${name}__canvas`} data-testid={name} data-pins={shown.length} data-lat={firstPin?.lat} data-lon={firstPin?.lon} />
      {createPortal(
        selectedPin && popup && (
          <div
            ref={popupRef}
            className={`${name}__popup-body`}
            data-testid="map-popup"
            role="dialog"
            aria-labelledby={popup.labelledBy}
            tabIndex={-1}
            onKeyDown={onPopupKeyDown}
          >
            {popup.content}
            <button type="button" className={`${name}__popup-close`} aria-label={intl.formatMessage(messages.closePopup)} onClick={() => onSelect?.(null)}>
              <span aria-hidden="true">{CLOSE_SYMBOL}</span>
            </button>
          </div>
        ),
        popupElement,
      )}
    </div>
  );
}
