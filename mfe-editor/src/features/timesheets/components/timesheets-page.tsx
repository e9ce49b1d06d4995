import { useCallback } from 'react';
import { useUserContext } from '@events/api-client/use-session';
import type { TimesheetEntry } from '@events/contracts/timesheets';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { Button } from '@events/ui/button';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { QueryResult } from '@events/ui/query-result';
import { Link, useSearchParams } from '@events/router';
import { approveTimesheetWeek, deleteTimesheetEntry, timesheetCsvHref, useNamedWeek, useTimesheetChange, useTimesheetWeek } from '../api/timesheets';
import { TimesheetEntryForm } from './timesheet-entry-form';

const BASE = '/editor/timesheets/';

/**
 * /editor/timesheets/: the week's work periods and total. Editors see their own; a superuser sees every editor's,
 * approves an editor's week and downloads the week as CSV.
 */
export function TimesheetsPage() {
  const user = useUserContext();
  const [search, setSearch] = useSearchParams();
  const weekParam = search.get('week') ?? undefined;
  const week = useTimesheetWeek(weekParam);
  const nameWeek = useCallback((weekStart: string) => setSearch({ week: weekStart }, { replace: true }), [setSearch]);
  useNamedWeek(weekParam, week.data, nameWeek);
  const remove = useTimesheetChange(deleteTimesheetEntry);
  const approve = useTimesheetChange(({ userId, week: day }: { userId: number; week: string }) => approveTimesheetWeek(userId, day));
  const superuser = Boolean(user?.isSuperuser);
  const columns: DataTableColumn<TimesheetEntry>[] = [
    ...(superuser ? [{ key: 'editor', header: 'Editor', cell: (e: TimesheetEntry) => e.editor }] : []),
    { key: 'date', header: 'Date', cell: (e) => e.workDate },
    { key: 'start', header: 'Start', cell: (e) => e.timeStart ?? '' },
    { key: 'end', header: 'End', cell: (e) => e.timeEnd ?? '' },
    { key: 'hours', header: 'Hours', cell: (e) => e.hours.toFixed(2) },
    { key: 'note', header: 'Note', cell: (e) => e.note },
    { key: 'status', header: 'Status', cell: (e) => (e.approved ? 'Approved' : 'Open') },
    {
      key: 'actions',
      header: 'Actions',
      headerHidden: true,
      cell: (e) =>
        !e.approved &&
        e.userId === user?.id && (
          <Button variant="link" onClick={() => remove.mutate(e.id)} aria-label={`Delete the period of ${e.workDate}`}>
            Delete
          </Button>
        ),
    },
  ];

  return (
    <div className="ui-page timesheets">
      <h1>Editor Timesheets</h1>
      <QueryResult query={week}>
        {(data) => (
          <>
            <nav aria-label="Weeks" className="timesheets__weeks">
              <Link to={`${BASE}?week=${addDaysToLocalDate(data.weekStart, -7)}`}>Previous week</Link>{' '}
              <span>
                Week of {data.weekStart} to {data.weekEnd}
              </span>{' '}
              <Link to={`${BASE}?week=${addDaysToLocalDate(data.weekStart, 7)}`}>Next week</Link>
            </nav>
            <p>
              Week total: <strong>{data.totalHours.toFixed(2)} hours</strong>
            </p>
            <DataTable
              className="timesheets__table"
              caption="Work periods of the week"
              columns={columns}
              rows={data.entries}
              empty="No items to display."
            />
            {superuser && data.editors.length > 0 && (
              <section aria-labelledby="editors-heading">
                <h2 id="editors-heading">Editors this week</h2>
                <ul>
                  {data.editors.map((e) => (
                    <li key={e.userId}>
                      {e.editor}: {e.totalHours.toFixed(2)} hours,{' '}
                      {e.approved ? (
                        'approved'
                      ) : (
                        <Button onClick={() => approve.mutate({ userId: e.userId, week: data.weekStart })} aria-label={`Approve week of ${e.editor}`}>
                          Approve week
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
                <a className="ui-button ui-button--secondary" href={timesheetCsvHref(data.weekStart)} download>
                  Download CSV
                </a>
              </section>
            )}
            <TimesheetEntryForm defaultDate={data.weekStart} />
          </>
        )}
      </QueryResult>
    </div>
  );
}
