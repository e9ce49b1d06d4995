import { apiClient } from '@events/api-client/client';
import { type CalendarFeedWrite, type CalendarSource, calendarImportsEndpoints } from '@events/contracts/calendar-imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCalendarSource } from './get-calendar-sources';

/**
 * POST /events/api/v1/poi/{id}/calendar-sources/ {url}: connects a feed and syncs it at once (several seconds for a
 * large calendar). A fetch that fails is the new source's lastError; a 400 carries `{url: [...]}`.
 */
export async function addCalendarFeed(venueId: number, body: CalendarFeedWrite): Promise<CalendarSource> {
  return (await apiClient.call(calendarImportsEndpoints.addFeed, { params: { id: venueId }, body })).data;
}

export function useAddCalendarFeed(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarFeedWrite) => addCalendarFeed(venueId, body),
    onSuccess: (source) => storeCalendarSource(queryClient, source),
  });
}
