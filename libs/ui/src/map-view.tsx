import { lazy, Suspense, type ReactNode } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { useAppIntl } from './i18n/app-intl.js';
import { useHydrating } from './use-hydrating.js';
import { Spinner } from './spinner.js';

const messages = defineMessages({
  loading: { id: 'ui.mapView.loading', defaultMessage: 'Loading map…' },
});

export type MapPoint = { readonly lat: number; readonly lon: number };

/** A pin of a MapView. */
export type MapPin = MapPoint & {
  /** Unique among the pins; what `selected` and `onSelect` name. */
  readonly id: string;
  /** The results the pin stands for: more than one draws a larger pin showing the count. */
  readonly count?: number;
  /** `other`: a place beside the house pins (a submission's likely duplicate), orange and drawn under them. */
  readonly tone?: 'house' | 'other';
};

export type MapViewProps = {
  /**
   * The map's class stem and test id: the region is `{name}`, its canvas `{name}__canvas` (data-testid `{name}`),
   * the placeholder while OpenLayers loads `{name} {name}--loading`, the popup `{name}__popup-body`.
   */
  name: string;
  /** The map region's accessible name. */
  label: string;
  /** Further classes of the region. */
  className?: string;
  pins: readonly MapPin[];
  /** The zoom of a map whose pins stand on one point. */
  zoom: number;
  /** Several pins are fitted into view with this padding (pixels), no deeper than maxZoom. */
  fit?: { readonly padding: number; readonly maxZoom: number };
  /** The view of a map without pins (the search point). */
  empty?: { readonly center: MapPoint; readonly zoom: number };
  /** The radius of a house pin standing for one result. */
  pinRadius?: number;
  /** When the pin moves, the view follows it but keeps the user's zoom (a pin being corrected by hand). */
  keepZoom?: boolean;
  /** Makes the first house pin movable: dragged, or the map clicked; the new position. Keyboard users type it beside the map. */
  onMove?: (point: MapPoint) => void;
  /** The pin whose popup is open (drawn red), or null. */
  selected?: string | null;
  /** Makes the pins selectable: a click on a pin, on the map beside them (null), Escape or Close in the popup (null). */
  onSelect?: (id: string | null) => void;
  /** The selected pin's popup: a dialog named by the element `labelledBy`; focus moves into it as it opens. */
  popup?: { readonly labelledBy: string; readonly content: ReactNode } | null;
};

/** OpenLayers in its own chunk, fetched with the first map a page shows (after the page's own content). */
const MapViewCanvas = lazy(() => import(/* webpackChunkName: "map-view" */ './map-view-canvas').then((module) => ({ default: module.MapViewCanvas })));

/** A map's place while its code loads: the "Loading map…" status, at the size of the map named `name` (its --loading class). */
export function MapLoading({ name }: { name: string }) {
  const intl = useAppIntl();
  return (
    <div className={`${name} ${name}--loading`}>
      <Spinner label={intl.formatMessage(messages.loading)} />
    </div>
  );
}

/**
 * Every map of the product (spec section 9: listing, event and venue detail, address book, venue location, the
 * moderation queue): a region named `label` around an OpenLayers map over the page's basemap (attachBasemap: the
 * configured tiles, or the region's outline map when they cannot load), its pins fitted into view, a movable pin
 * or selectable pins with a popup. The canvas says what it shows for tests and tools: data-pins, data-lat and
 * data-lon (the first pin), data-basemap, data-markers (where each pin is drawn) and data-ready once the map has
 * rendered its pins. Until OpenLayers arrives the region is a "Loading map…" status.
 */
export function MapView(props: MapViewProps) {
  // Maps are the browser's: a page rendered on the server (issue 29) shows the loading status, and so does its
  // hydration; OpenLayers is asked for after it.
  const hydrating = useHydrating();
  const loading = <MapLoading name={props.name} />;
  if (hydrating) return loading;
  return (
    <Suspense fallback={loading}>
      <MapViewCanvas {...props} />
    </Suspense>
  );
}
