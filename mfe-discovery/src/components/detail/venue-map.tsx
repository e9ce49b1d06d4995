import type { NamedContent } from '@events/ui/i18n/localized-content';
import { useLocalizedContent } from '../../utils/localized-content';
import { ResultsMap } from '../map/results-map';

export type VenueMapProps = {
  venue: NamedContent & { id: number; lat: number; lon: number; shortAddress: string };
  label: string;
};

/** One marker on the venue (the map's single-marker zoom, 14); OpenLayers loads in MapView's own chunk. */
export function VenueMap({ venue, label }: VenueMapProps) {
  const name = useLocalizedContent().name(venue);
  return (
    <ResultsMap
      className="detail-map"
      label={label}
      markers={[{ id: venue.id, lat: venue.lat, lon: venue.lon, label: name, description: venue.shortAddress }]}
    />
  );
}
