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

/**
 * The accessible name of a marker's popup: the result's own name for a single result, else the count and the
 * place, e.g. "3 events at Colonial Theatre" (`noun` is the results' plural, "events" or "venues").
 */
export function groupName(group: MarkerGroup, noun: string): string {
  const [only] = group.markers;
  if (group.markers.length === 1 && only) return only.label;
  return group.venueName ? `${group.markers.length} ${noun} at ${group.venueName}` : `${group.markers.length} ${noun} here`;
}
