import type { JobRunState, JobSummary } from '@events/contracts/jobs';
import { REGION_TIME_ZONE } from '@events/contracts/reference';
import { localDateOf } from '@events/domain/local-time';
import { buttonColumn, DataTable, type DataTableColumn } from '@events/ui/data-table';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useState } from 'react';
import { defineMessages, type IntlShape, type MessageDescriptor } from '@events/api-client/intl';
import { clockTime, commonMessages } from '../../../i18n/common-messages';
import { useJobs } from '../api/get-jobs';
import { useRunJob } from '../api/run-job';
import './jobs.css';

const messages = plainMessages(defineMessages({
  title: { id: 'editor.jobs.title', defaultMessage: 'Jobs' },
  noJobs: { id: 'editor.jobs.noJobs', defaultMessage: 'No jobs are declared.' },
  neverRun: { id: 'editor.jobs.neverRun', defaultMessage: 'Not run yet' },
  unscheduled: { id: 'editor.jobs.unscheduled', defaultMessage: 'Only when run by hand' },
  queued: { id: 'editor.jobs.queued', defaultMessage: '{title} will run shortly.' },
  alreadyWaiting: { id: 'editor.jobs.alreadyWaiting', defaultMessage: 'A run of {title} is already waiting.' },
  runFailed: { id: 'editor.jobs.runFailed', defaultMessage: 'The run could not be queued. Please try again.' },
  milliseconds: { id: 'editor.jobs.milliseconds', defaultMessage: '{ms} ms' },
  seconds: { id: 'editor.jobs.seconds', defaultMessage: '{s} s' },
  minutes: { id: 'editor.jobs.minutes', defaultMessage: '{min} min {s} s' },
  lastRunLine: { id: 'editor.jobs.lastRunLine', defaultMessage: '{state} {time}{duration, select, none {} other {, {duration}}}' },
  next: { id: 'editor.jobs.next', defaultMessage: 'Next: {time}' },
  job: { id: 'editor.jobs.job', defaultMessage: 'Job' },
  schedule: { id: 'editor.jobs.schedule', defaultMessage: 'Schedule (region time)' },
  lastRun: { id: 'editor.jobs.lastRun', defaultMessage: 'Last run' },
  waiting: { id: 'editor.jobs.waiting', defaultMessage: 'Waiting' },
  failures: { id: 'editor.jobs.failures', defaultMessage: 'Failures (7 days)' },
  deadLetters: { id: 'editor.jobs.deadLetters', defaultMessage: 'Dead letters' },
  runNow: { id: 'editor.jobs.runNow', defaultMessage: 'Run now' },
  runNowLabel: { id: 'editor.jobs.runNowLabel', defaultMessage: 'Run now: {title}' },
}));

/** JOB_RUN_STATE_LABELS of the contracts, in the reader's language. */
const RUN_STATE_MESSAGES: Readonly<Record<JobRunState, MessageDescriptor>> = defineMessages({
  active: { id: 'editor.jobs.stateActive', defaultMessage: 'Running' },
  completed: { id: 'editor.jobs.stateCompleted', defaultMessage: 'Done' },
  retry: { id: 'editor.jobs.stateRetry', defaultMessage: 'Failed, will retry' },
  failed: { id: 'editor.jobs.stateFailed', defaultMessage: 'Failed' },
  cancelled: { id: 'editor.jobs.stateCancelled', defaultMessage: 'Cancelled' },
});

/** An instant as the region reads it, to the second (runs a few seconds apart differ): `2026-12-05 7:23:05 AM`. */
function regionTime(intl: IntlShape, iso: string): string {
  const instant = new Date(iso);
  return `${localDateOf(instant, REGION_TIME_ZONE)} ${clockTime(intl, instant, REGION_TIME_ZONE, true)}`;
}

/** `850 ms`, `12.4 s`, `3 min 5 s` (`12,4 s` in Spanish) */
function duration(intl: IntlShape, ms: number): string {
  if (ms < 1000) return intl.formatMessage(messages.milliseconds, { ms: intl.formatNumber(ms) });
  if (ms < 60_000) return intl.formatMessage(messages.seconds, { s: intl.formatNumber(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
  return intl.formatMessage(messages.minutes, { min: Math.floor(ms / 60_000), s: Math.round((ms % 60_000) / 1000) });
}

function LastRun({ job }: { job: JobSummary }) {
  const intl = useAppIntl();
  const run = job.lastRun;
  if (!run) return intl.formatMessage(messages.neverRun);
  return (
    <>
      {intl.formatMessage(messages.lastRunLine, {
        state: <span className="jobs__state">{intl.formatMessage(RUN_STATE_MESSAGES[run.state])}</span>,
        time: regionTime(intl, run.startedAt),
        duration: run.durationMs === null ? 'none' : duration(intl, run.durationMs),
      })}
      {job.lastError && <span className="jobs__error">{job.lastError}</span>}
    </>
  );
}

function Schedule({ job }: { job: JobSummary }) {
  const intl = useAppIntl();
  if (!job.schedule) return intl.formatMessage(messages.unscheduled);
  return (
    <>
      <code>{job.schedule.cron}</code>
      {job.schedule.nextRunAt && <span className="jobs__next">{intl.formatMessage(messages.next, { time: regionTime(intl, job.schedule.nextRunAt) })}</span>}
    </>
  );
}

/**
 * Jobs, /editor/jobs/ (superusers; issue 28): every scheduled job of the job engine with its timetable (cron in the
 * region's time), last run, runs waiting, failures and dead letters, and "Run now", which queues a run (a staff
 * action). While a run waits or runs, the list is read again until it ends.
 */
export function JobsPage() {
  const intl = useAppIntl();
  const jobs = useJobs();
  const run = useRunJob();
  const [status, setStatus] = useState<string | null>(null);

  const columns: DataTableColumn<JobSummary>[] = [
    { key: 'job', header: intl.formatMessage(messages.job), rowHeader: true, cell: (job) => job.title },
    { key: 'schedule', header: intl.formatMessage(messages.schedule), cell: (job) => <Schedule job={job} /> },
    { key: 'last-run', header: intl.formatMessage(messages.lastRun), cell: (job) => <LastRun job={job} /> },
    { key: 'waiting', header: intl.formatMessage(messages.waiting), cell: (job) => intl.formatNumber(job.waiting) },
    { key: 'failures', header: intl.formatMessage(messages.failures), cell: (job) => intl.formatNumber(job.failures) },
    { key: 'dead-letters', header: intl.formatMessage(messages.deadLetters), cell: (job) => intl.formatNumber(job.deadLetters) },
    buttonColumn(intl.formatMessage(messages.runNow), (job) => intl.formatMessage(messages.runNowLabel, { title: job.title }), (job) => {
      setStatus(null);
      run.mutate(job.name, {
        onSuccess: (answer) => setStatus(intl.formatMessage(answer.queued ? messages.queued : messages.alreadyWaiting, { title: job.title })),
      });
    }),
  ];

  return (
    <div className="ui-page jobs">
      <h1>{intl.formatMessage(messages.title)}</h1>
      {status && <p role="status">{status}</p>}
      {run.isError && <p role="alert">{intl.formatMessage(messages.runFailed)}</p>}
      <div className="jobs__scroll">
        <DataTable
          className="jobs__table"
          caption={intl.formatMessage(messages.title)}
          columns={columns}
          rows={jobs.data?.results}
          rowKey={(job) => job.name}
          loading={jobs.isPending}
          error={jobs.isError ? { message: intl.formatMessage(commonMessages.fetchResults), onRetry: () => void jobs.refetch() } : null}
          empty={intl.formatMessage(messages.noJobs)}
          busy={jobs.isFetching && !jobs.isPending}
        />
      </div>
    </div>
  );
}
