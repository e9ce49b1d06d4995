import { apiClient } from '@events/api-client/client';
import { type TimesheetEntry, type TimesheetEntryBody, timesheetsEndpoints, type TimesheetWeek } from '@events/contracts/timesheets';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const KEY = 'timesheets';

/** GET /events/api/v1/editor/timesheets/?week= */
export async function getTimesheetWeek(week: string | undefined, signal?: AbortSignal): Promise<TimesheetWeek> {
  return (await apiClient.call(timesheetsEndpoints.week, { query: week ? { week } : {}, signal })).data;
}

export function useTimesheetWeek(week: string | undefined) {
  return useQuery({ queryKey: [KEY, week ?? 'current'], queryFn: ({ signal }) => getTimesheetWeek(week, signal), placeholderData: keepPreviousData });
}

/**
 * Once "this week" has loaded, names it in the address (replacing the entry) with its answer already cached. A change's
 * refetch then reloads the week on screen, not whichever week is current by then: past midnight on a Sunday, an
 * approval would otherwise swap the sheet for the new, empty week.
 */
export function useNamedWeek(week: string | undefined, shown: TimesheetWeek | undefined, name: (weekStart: string) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (week || !shown) return;
    queryClient.setQueryData([KEY, shown.weekStart], shown);
    name(shown.weekStart);
  }, [week, shown, name, queryClient]);
}

/** POST /events/api/v1/editor/timesheets/ */
export async function addTimesheetEntry(body: TimesheetEntryBody): Promise<TimesheetEntry> {
  return (await apiClient.call(timesheetsEndpoints.add, { body })).data;
}

/** DELETE /events/api/v1/editor/timesheets/{id}/ */
export async function deleteTimesheetEntry(id: number): Promise<void> {
  await apiClient.call(timesheetsEndpoints.remove, { params: { id } });
}

/** POST /events/api/v1/editor/timesheets/approve/ (superusers) */
export async function approveTimesheetWeek(userId: number, week: string): Promise<TimesheetWeek> {
  return (await apiClient.call(timesheetsEndpoints.approve, { body: { user_id: userId, week } })).data;
}

/** The CSV export's address for a week (a plain link: the browser downloads the attachment). */
export function timesheetCsvHref(week: string): string {
  return `${timesheetsEndpoints.csv.path}?week=${encodeURIComponent(week)}`;
}

/** Every timesheet change refetches the shown week. */
export function useTimesheetChange<A>(fn: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }) });
}
