import { apiClient } from '@events/api-client/client';
import { type CalendarSource, calendarImportsEndpoints } from '@events/contracts/calendar-imports';
import { queryOptions, type QueryClient, useQuery } from '@tanstack/react-query';

export const CALENDAR_SOURCES_KEY = 'calendar-sources';

const sourcesKey = (venueId: number) => [CALENDAR_SOURCES_KEY, venueId] as const;

/** GET /events/api/v1/poi/{id}/calendar-sources/ (issue 30): the venue's feeds and files, oldest first. */
export async function getCalendarSources(venueId: number, signal?: AbortSignal): Promise<CalendarSource[]> {
  const { data } = await apiClient.call(calendarImportsEndpoints.list, { params: { id: venueId }, signal });
  return data.results;
}

export function calendarSourcesQueryOptions(venueId: number) {
  return queryOptions({ queryKey: sourcesKey(venueId), queryFn: ({ signal }) => getCalendarSources(venueId, signal) });
}

export function useCalendarSources(venueId: number) {
  return useQuery(calendarSourcesQueryOptions(venueId));
}

/** Puts a source as a write answered it into its venue's list: in its place, or last (the list is oldest first). */
export function storeCalendarSource(queryClient: QueryClient, source: CalendarSource): void {
  queryClient.setQueryData(sourcesKey(source.venueId), (current: CalendarSource[] | undefined) => {
    if (!current) return current;
    return current.some((s) => s.id === source.id) ? current.map((s) => (s.id === source.id ? source : s)) : [...current, source];
  });
}

/** Takes a removed source out of its venue's list. */
export function dropCalendarSource(queryClient: QueryClient, source: Pick<CalendarSource, 'id' | 'venueId'>): void {
  queryClient.setQueryData(sourcesKey(source.venueId), (current: CalendarSource[] | undefined) => current?.filter((s) => s.id !== source.id));
}
