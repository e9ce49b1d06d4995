import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { plainMessages } from '@events/ui/i18n/app-intl';

export type MapMarker = {
  /** Unique among the markers. */
  id: string | number;
  lat: number;
  lon: number;
  /** The result's name, shown in the marker's popup. */
  label: string;
  /** Where the popup's link leads (a detail page). */
  href?: string;
  /** A second line in the popup (date, address). */
  description?: string;
  /** The venue the result takes place at: results at one venue share one marker. */
  venue?: { id: string | number; name: string };
};

/** One marker on the map: every result at one venue, or else at one point. */
export type MarkerGroup = {
  /** Unique among the groups: `venue:<id>`, or `at:<lat>,<lon>` for results without a venue. */
  key: string;
  lat: number;
  lon: number;
  /** The venue's name when the group is one venue's results; null when grouped by their point. */
  venueName: string | null;
  /** The results drawn at this marker, in the order given. */
  markers: MapMarker[];
};

/**
 * Groups the results into one marker per venue (by venue id when the results carry one, else by identical
 * coordinates), so two results at one venue never stack two markers on one spot where only the top one can be
 * clicked. Groups keep the order of their first result; results without finite coordinates are left out.
 */
export function groupMarkers(markers: readonly MapMarker[]): MarkerGroup[] {
  const groups = new Map<string, MarkerGroup>();
  for (const marker of markers) {
    if (!Number.isFinite(marker.lat) || !Number.isFinite(marker.lon)) continue;
    const key = marker.venue ? `venue:${marker.venue.id}` : `at:${marker.lat},${marker.lon}`;
    const group = groups.get(key);
    if (group) group.markers.push(marker);
    else groups.set(key, { key, lat: marker.lat, lon: marker.lon, venueName: marker.venue?.name ?? null, markers: [marker] });
  }
  return [...groups.values()];
}

/** What the results on a map are: events, venues, or results of any kind. */
export type MapResultKind = 'events' | 'venues' | 'results';

const messages = plainMessages(defineMessages({
  atVenue: {
    id: 'discovery.map.groupAtVenue',
    defaultMessage:
      '{kind, select, events {{count, plural, one {# event} other {# events}}} venues {{count, plural, one {# venue} other {# venues}}} other {{count, plural, one {# result} other {# results}}}} at {venue}',
  },
  here: {
    id: 'discovery.map.groupHere',
    defaultMessage:
      '{kind, select, events {{count, plural, one {# event} other {# events}}} venues {{count, plural, one {# venue} other {# venues}}} other {{count, plural, one {# result} other {# results}}}} here',
  },
}));

/**
 * The accessible name of a marker's popup, in the reader's language: the result's own name for a single result,
 * else the count and the place, e.g. "3 events at Colonial Theatre".
 */
export function groupName(intl: IntlShape, group: MarkerGroup, kind: MapResultKind): string {
  const [only] = group.markers;
  if (group.markers.length === 1 && only) return only.label;
  const count = group.markers.length;
  return group.venueName ? intl.formatMessage(messages.atVenue, { kind, count, venue: group.venueName }) : intl.formatMessage(messages.here, { kind, count });
}
