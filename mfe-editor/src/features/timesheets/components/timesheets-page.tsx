import { useCallback } from 'react';
import { useUserContext } from '@events/api-client/use-session';
import type { TimesheetEntry } from '@events/contracts/timesheets';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { Button } from '@events/ui/button';
import { DataTable, type DataTableColumn } from '@events/ui/data-table';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { QueryResult } from '@events/ui/query-result';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { Link, useSearchParams } from '@events/router';
import { commonMessages } from '../../../i18n/common-messages';
import { approveTimesheetWeek, deleteTimesheetEntry, timesheetCsvHref, useNamedWeek, useTimesheetChange, useTimesheetWeek } from '../api/timesheets';
import { TimesheetEntryForm } from './timesheet-entry-form';

const BASE = '/editor/timesheets/';

const messages = plainMessages(defineMessages({
  editor: { id: 'editor.timesheets.editor', defaultMessage: 'Editor' },
  date: { id: 'editor.timesheets.date', defaultMessage: 'Date' },
  start: { id: 'editor.timesheets.start', defaultMessage: 'Start' },
  end: { id: 'editor.timesheets.end', defaultMessage: 'End' },
  hours: { id: 'editor.timesheets.hours', defaultMessage: 'Hours' },
  note: { id: 'editor.timesheets.note', defaultMessage: 'Note' },
  status: { id: 'editor.timesheets.status', defaultMessage: 'Status' },
  approved: { id: 'editor.timesheets.approved', defaultMessage: 'Approved' },
  open: { id: 'editor.timesheets.open', defaultMessage: 'Open' },
  actions: { id: 'editor.timesheets.actions', defaultMessage: 'Actions' },
  deleteLabel: { id: 'editor.timesheets.deleteLabel', defaultMessage: 'Delete the period of {date}' },
  title: { id: 'editor.timesheets.title', defaultMessage: 'Editor Timesheets' },
  weeks: { id: 'editor.timesheets.weeks', defaultMessage: 'Weeks' },
  previousWeek: { id: 'editor.timesheets.previousWeek', defaultMessage: 'Previous week' },
  weekOf: { id: 'editor.timesheets.weekOf', defaultMessage: 'Week of {start} to {end}' },
  nextWeek: { id: 'editor.timesheets.nextWeek', defaultMessage: 'Next week' },
  weekNav: { id: 'editor.timesheets.weekNav', defaultMessage: '{previous} {week} {next}' },
  weekTotal: { id: 'editor.timesheets.weekTotal', defaultMessage: 'Week total: <b>{hours} hours</b>' },
  caption: { id: 'editor.timesheets.caption', defaultMessage: 'Work periods of the week' },
  editorsHeading: { id: 'editor.timesheets.editorsHeading', defaultMessage: 'Editors this week' },
  editorHours: { id: 'editor.timesheets.editorHours', defaultMessage: '{editor}: {hours} hours, {state}' },
  approvedWeek: { id: 'editor.timesheets.approvedWeek', defaultMessage: 'approved' },
  approveLabel: { id: 'editor.timesheets.approveLabel', defaultMessage: 'Approve week of {editor}' },
  approve: { id: 'editor.timesheets.approve', defaultMessage: 'Approve week' },
}));

/** Hours to the hundredth (`7.50`, `7,50` in Spanish). */
const hoursOf = (intl: IntlShape, hours: number): string =>
  intl.formatNumber(hours, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/**
 * /editor/timesheets/: the week's work periods and total. Editors see their own; a superuser sees every editor's,
 * approves an editor's week and downloads the week as CSV.
 */
export function TimesheetsPage() {
  const intl = useAppIntl();
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
    ...(superuser ? [{ key: 'editor', header: intl.formatMessage(messages.editor), cell: (e: TimesheetEntry) => e.editor }] : []),
    { key: 'date', header: intl.formatMessage(messages.date), cell: (e) => e.workDate },
    { key: 'start', header: intl.formatMessage(messages.start), cell: (e) => e.timeStart ?? '' },
    { key: 'end', header: intl.formatMessage(messages.end), cell: (e) => e.timeEnd ?? '' },
    { key: 'hours', header: intl.formatMessage(messages.hours), cell: (e) => hoursOf(intl, e.hours) },
    { key: 'note', header: intl.formatMessage(messages.note), cell: (e) => e.note },
    { key: 'status', header: intl.formatMessage(messages.status), cell: (e) => intl.formatMessage(e.approved ? messages.approved : messages.open) },
    {
      key: 'actions',
      header: intl.formatMessage(messages.actions),
      headerHidden: true,
      cell: (e) =>
        !e.approved &&
        e.userId === user?.id && (
          <Button variant="link" onClick={() => remove.mutate(e.id)} aria-label={intl.formatMessage(messages.deleteLabel, { date: e.workDate })}>
            {intl.formatMessage(commonMessages.delete)}
          </Button>
        ),
    },
  ];

  return (
    <div className="ui-page timesheets">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <QueryResult query={week}>
        {(data) => (
          <>
            <nav aria-label={intl.formatMessage(messages.weeks)} className="timesheets__weeks">
              {intl.formatMessage(messages.weekNav, {
                previous: <Link to={`${BASE}?week=${addDaysToLocalDate(data.weekStart, -7)}`}>{intl.formatMessage(messages.previousWeek)}</Link>,
                week: <span>{intl.formatMessage(messages.weekOf, { start: data.weekStart, end: data.weekEnd })}</span>,
                next: <Link to={`${BASE}?week=${addDaysToLocalDate(data.weekStart, 7)}`}>{intl.formatMessage(messages.nextWeek)}</Link>,
              })}
            </nav>
            <p>{intl.formatMessage(messages.weekTotal, { b: (chunks) => <strong>{chunks}</strong>, hours: hoursOf(intl, data.totalHours) })}</p>
            <DataTable
              className="timesheets__table"
              caption={intl.formatMessage(messages.caption)}
              columns={columns}
              rows={data.entries}
              empty={intl.formatMessage(commonMessages.noItems)}
            />
            {superuser && data.editors.length > 0 && (
              <section aria-labelledby="editors-heading">
                <h2 id="editors-heading">{intl.formatMessage(messages.editorsHeading)}</h2>
                <ul>
                  {data.editors.map((e) => (
                    <li key={e.userId}>
                      {intl.formatMessage(messages.editorHours, {
                        editor: e.editor,
                        hours: hoursOf(intl, e.totalHours),
                        state: e.approved ? (
                          intl.formatMessage(messages.approvedWeek)
                        ) : (
                          <Button
                            onClick={() => approve.mutate({ userId: e.userId, week: data.weekStart })}
                            aria-label={intl.formatMessage(messages.approveLabel, { editor: e.editor })}
                          >
                            {intl.formatMessage(messages.approve)}
                          </Button>
                        ),
                      })}
                    </li>
                  ))}
                </ul>
                <a className="ui-button ui-button--secondary" href={timesheetCsvHref(data.weekStart)} download>
                  {intl.formatMessage(commonMessages.downloadCsv)}
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
