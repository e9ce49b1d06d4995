import { apiClient } from '@events/api-client/client';
import { venuesEndpoints } from '@events/contracts/venues';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The browser's zone: the preview's zone until the venue's is known (or when the venue is not public yet). */
export const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /events/api/v1/poi/{id}/ for the chosen venue's time zone, in which the dates are expanded. */
export async function getVenueZone(id: number, signal?: AbortSignal): Promise<string> {
  const { data } = await apiClient.call(venuesEndpoints.detail, { params: { id: String(id) }, signal });
  return data.timeZone;
}

export function venueZoneQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: ['venue-zone', id],
    queryFn: ({ signal }) => getVenueZone(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}

/** The venue's zone; the browser's while it loads or when the venue cannot be read. */
export function useVenueZone(id: number | null, known: string | null): string {
  const query = useQuery({ ...venueZoneQueryOptions(known === null ? id : null) });
  return known ?? query.data ?? BROWSER_TIME_ZONE;
}
