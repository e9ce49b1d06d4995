import { JOB_RUN_STATE_LABELS, JOBS_MESSAGES, type JobSummary } from '@events/contracts/jobs';
import { ERRORS } from '@events/contracts/messages';
import { REGION_TIME_ZONE } from '@events/contracts/reference';
import { formatClockTime, localDateOf, localTimeOf } from '@events/domain/local-time';
import { buttonColumn, DataTable, type DataTableColumn } from '@events/ui/data-table';
import { useState } from 'react';
import { useJobs } from '../api/get-jobs';
import { useRunJob } from '../api/run-job';
import './jobs.css';

/** An instant as the region reads it, to the second (runs a few seconds apart differ): `2026-12-05 7:23:05 AM`. */
function regionTime(iso: string): string {
  const time = localTimeOf(new Date(iso), REGION_TIME_ZONE);
  return `${localDateOf(new Date(iso), REGION_TIME_ZONE)} ${formatClockTime(time).replace(' ', `:${time.slice(6, 8)} `)}`;
}

/** `850 ms`, `12.4 s`, `3 min 5 s` */
function duration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

function LastRun({ job }: { job: JobSummary }) {
  const run = job.lastRun;
  if (!run) return JOBS_MESSAGES.neverRun;
  return (
    <>
      <span className="jobs__state">{JOB_RUN_STATE_LABELS[run.state]}</span> {regionTime(run.startedAt)}
      {run.durationMs !== null && <>, {duration(run.durationMs)}</>}
      {job.lastError && <span className="jobs__error">{job.lastError}</span>}
    </>
  );
}

function Schedule({ job }: { job: JobSummary }) {
  if (!job.schedule) return JOBS_MESSAGES.unscheduled;
  return (
    <>
      <code>{job.schedule.cron}</code>
      {job.schedule.nextRunAt && <span className="jobs__next">Next: {regionTime(job.schedule.nextRunAt)}</span>}
    </>
  );
}

/**
 * Jobs, /editor/jobs/ (superusers; issue 28): every scheduled job of the job engine with its timetable (cron in the
 * region's time), last run, runs waiting, failures and dead letters, and "Run now", which queues a run (a staff
 * action). While a run waits or runs, the list is read again until it ends.
 */
export function JobsPage() {
  const jobs = useJobs();
  const run = useRunJob();
  const [status, setStatus] = useState<string | null>(null);

  const columns: DataTableColumn<JobSummary>[] = [
    { key: 'job', header: 'Job', rowHeader: true, cell: (job) => job.title },
    { key: 'schedule', header: 'Schedule (region time)', cell: (job) => <Schedule job={job} /> },
    { key: 'last-run', header: 'Last run', cell: (job) => <LastRun job={job} /> },
    { key: 'waiting', header: 'Waiting', cell: (job) => job.waiting },
    { key: 'failures', header: 'Failures (7 days)', cell: (job) => job.failures },
    { key: 'dead-letters', header: 'Dead letters', cell: (job) => job.deadLetters },
    buttonColumn('Run now', (job) => `Run now: ${job.title}`, (job) => {
      setStatus(null);
      run.mutate(job.name, {
        onSuccess: (answer) => setStatus(answer.queued ? JOBS_MESSAGES.queued(job.title) : JOBS_MESSAGES.alreadyWaiting(job.title)),
      });
    }),
  ];

  return (
    <div className="ui-page jobs">
      <h1>{JOBS_MESSAGES.title}</h1>
      {status && <p role="status">{status}</p>}
      {run.isError && <p role="alert">{JOBS_MESSAGES.runFailed}</p>}
      <div className="jobs__scroll">
        <DataTable
          className="jobs__table"
          caption={JOBS_MESSAGES.title}
          columns={columns}
          rows={jobs.data?.results}
          rowKey={(job) => job.name}
          loading={jobs.isPending}
          error={jobs.isError ? { message: ERRORS.fetchResults, onRetry: () => void jobs.refetch() } : null}
          empty={JOBS_MESSAGES.noJobs}
          busy={jobs.isFetching && !jobs.isPending}
        />
      </div>
    </div>
  );
}
