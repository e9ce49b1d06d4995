import { MAP_MAX_ZOOM } from '@events/ui/basemap';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { MapView, type MapPin } from '@events/ui/map-view';
import { useId, useMemo, useState } from 'react';
import { Link } from '@events/router';
import { MAP_EMPTY_ZOOM, MAP_FIT_PADDING, MAP_SINGLE_MARKER_ZOOM } from '../../utils/map-config';
import { groupMarkers, groupName, type MapMarker, type MapResultKind, type MarkerGroup } from './marker-groups';
import './results-map.css';

export type ResultsMapProps = {
  markers: readonly MapMarker[];
  /** The map region's accessible name. */
  label?: string;
  /** Centre of a map without markers (the search point). */
  center?: { lat: number; lon: number } | null;
  /** What the results are, for a shared marker's popup name ("3 events at ..."). */
  kind?: MapResultKind;
  className?: string;
};

const messages = plainMessages(defineMessages({
  label: { id: 'discovery.map.label', defaultMessage: 'Map of results' },
}));

const PITTSFIELD = { lat: 42.4501, lon: -73.2454 };
const FIT = { padding: MAP_FIT_PADDING, maxZoom: MAP_MAX_ZOOM };

/**
 * A map with one marker per venue (spec section 9, on MapView): fitted to the markers with padding 60 and a
 * maximum zoom of 18, a single marker at zoom 14, over the page's basemap. Results at one venue share one marker
 * showing their count (groupMarkers). Clicking a marker opens a popup, a dialog named after its result or its
 * count and venue, with a link to each result there; focus moves into it, Tab reaches the links and Escape closes
 * it. OpenLayers is MapView's own chunk, fetched after the first cards.
 */
export function ResultsMap({ markers, label, center = null, kind = 'results', className }: ResultsMapProps) {
  const intl = useAppIntl();
  const titleId = useId();
  const groups = useMemo(() => groupMarkers(markers), [markers]);
  const pins = useMemo<MapPin[]>(() => groups.map((g) => ({ id: g.key, lat: g.lat, lon: g.lon, count: g.markers.length })), [groups]);
  // A selection belongs to the markers it was made on: new results close the popup.
  const [selection, setSelection] = useState<{ key: string; groups: readonly MarkerGroup[] } | null>(null);
  const selected = selection?.groups === groups ? (groups.find((g) => g.key === selection.key) ?? null) : null;

  return (
    <MapView
      name="results-map"
      className={className}
      label={label ?? intl.formatMessage(messages.label)}
      pins={pins}
      zoom={MAP_SINGLE_MARKER_ZOOM}
      fit={FIT}
      empty={{ center: center ?? PITTSFIELD, zoom: MAP_EMPTY_ZOOM }}
      selected={selected?.key ?? null}
      onSelect={(key) => setSelection(key === null ? null : { key, groups })}
      popup={selected && { labelledBy: titleId, content: <PopupContent group={selected} kind={kind} titleId={titleId} /> }}
    />
  );
}

/** One result as before (its link and second line), or the count at the venue over a list of links. */
function PopupContent({ group, kind, titleId }: { group: MarkerGroup; kind: MapResultKind; titleId: string }) {
  const intl = useAppIntl();
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
        {groupName(intl, group, kind)}
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
