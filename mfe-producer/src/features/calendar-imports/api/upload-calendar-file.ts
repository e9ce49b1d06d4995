import { apiClient } from '@events/api-client/client';
import { type CalendarSource, calendarImportsEndpoints } from '@events/contracts/calendar-imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCalendarSource } from './get-calendar-sources';

/**
 * POST /events/api/v1/poi/{id}/calendar-sources/upload/ (multipart: `file`, one .ics of at most 10 MB): imports the
 * file once; a 400 carries `{file: [...]}`, a file over the limit answers 413.
 */
export async function uploadCalendarFile(venueId: number, file: File): Promise<CalendarSource> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await apiClient.call(calendarImportsEndpoints.uploadFile, { params: { id: venueId }, body })).data;
}

export function useUploadCalendarFile(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadCalendarFile(venueId, file),
    onSuccess: (source) => storeCalendarSource(queryClient, source),
  });
}
