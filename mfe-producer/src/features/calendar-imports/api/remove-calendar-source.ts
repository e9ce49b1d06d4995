import { apiClient } from '@events/api-client/client';
import { type CalendarSource, calendarImportsEndpoints, type REMOVED_SOURCE_EVENTS } from '@events/contracts/calendar-imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropCalendarSource } from './get-calendar-sources';

/** What becomes of a removed source's events: they stay as they are, or leave the listings. */
export type RemovedSourceEvents = (typeof REMOVED_SOURCE_EVENTS)[number];

/** DELETE /events/api/v1/calendar-sources/{id}/?imported=keep|unpublish. */
export async function removeCalendarSource(sourceId: number, imported: RemovedSourceEvents): Promise<void> {
  await apiClient.call(calendarImportsEndpoints.remove, { params: { id: sourceId }, query: { imported } });
}

export function useRemoveCalendarSource(source: Pick<CalendarSource, 'id' | 'venueId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imported: RemovedSourceEvents) => removeCalendarSource(source.id, imported),
    onSuccess: () => dropCalendarSource(queryClient, source),
  });
}
