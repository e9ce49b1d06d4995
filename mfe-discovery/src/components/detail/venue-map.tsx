import { ResultsMap } from '../map/results-map';

export type VenueMapProps = {
  venue: { id: number; name: string; lat: number; lon: number; shortAddress: string };
  label: string;
};

/** One marker on the venue (the map's single-marker zoom, 14); OpenLayers loads in MapView's own chunk. */
export function VenueMap({ venue, label }: VenueMapProps) {
  return (
    <ResultsMap
      className="detail-map"
      label={label}
      markers={[{ id: venue.id, lat: venue.lat, lon: venue.lon, label: venue.name, description: venue.shortAddress }]}
    />
  );
}
