import { apiClient } from '@events/api-client/client';
import { type CalendarSource, type CalendarSourceUpdate, calendarImportsEndpoints } from '@events/contracts/calendar-imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCalendarSource } from './get-calendar-sources';

/** PATCH /events/api/v1/calendar-sources/{id}/ {paused}: pauses or resumes a feed's scheduled syncs. */
export async function updateCalendarSource(sourceId: number, body: CalendarSourceUpdate): Promise<CalendarSource> {
  return (await apiClient.call(calendarImportsEndpoints.update, { params: { id: sourceId }, body })).data;
}

export function useUpdateCalendarSource(sourceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarSourceUpdate) => updateCalendarSource(sourceId, body),
    onSuccess: (source) => storeCalendarSource(queryClient, source),
  });
}
