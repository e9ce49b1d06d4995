import { apiClient } from '@events/api-client/client';
import { type CalendarSource, calendarImportsEndpoints } from '@events/contracts/calendar-imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCalendarSource } from './get-calendar-sources';

/** POST /events/api/v1/calendar-sources/{id}/sync/: syncs a feed now, or imports a file source's file again. */
export async function syncCalendarSource(sourceId: number): Promise<CalendarSource> {
  return (await apiClient.call(calendarImportsEndpoints.sync, { params: { id: sourceId } })).data;
}

export function useSyncCalendarSource(sourceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncCalendarSource(sourceId),
    onSuccess: (source) => storeCalendarSource(queryClient, source),
  });
}
