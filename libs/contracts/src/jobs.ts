import { z } from 'zod';
import { anyRole, endpointGroup } from './endpoint.js';
import { NOT_SUPERUSER } from './endpoint-errors.js';
import { resultListSchema } from './lists.js';

/**
 * Jobs, for superusers (issue 28, "A real job engine"): the scheduled and background jobs the job engine runs, each
 * with its timetable, its last run, its failures and its dead letters (runs that failed every retry), and a "Run now"
 * that queues a run at once (a staff action).
 */
export const JOBS_ADMIN_PATH = '/editor/jobs/';

export const JOBS_MESSAGES = {
  title: 'Jobs',
  noJobs: 'No jobs are declared.',
  neverRun: 'Not run yet',
  unscheduled: 'Only when run by hand',
  queued: (title: string) => `${title} will run shortly.`,
  alreadyWaiting: (title: string) => `A run of ${title} is already waiting.`,
  runFailed: 'The run could not be queued. Please try again.',
} as const;

/** A run's state, as the job engine keeps it: running, done, waiting to be tried again, or failed for good. */
export const JOB_RUN_STATES = ['active', 'completed', 'retry', 'failed', 'cancelled'] as const;
export type JobRunState = (typeof JOB_RUN_STATES)[number];

export const JOB_RUN_STATE_LABELS: Record<JobRunState, string> = {
  active: 'Running',
  completed: 'Done',
  retry: 'Failed, will retry',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** A job's name as the job engine's registry declares it (its queue's name). */
export const JOB_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

export const jobNameParamSchema = z.object({
  name: z.string().regex(JOB_NAME_PATTERN, 'Use lower-case letters, digits and -.'),
});

/** The latest run that started: when, how long it took (null while it runs), how it ended. */
export const jobRunSchema = z.object({
  startedAt: z.string(),
  durationMs: z.number().int().nullable(),
  state: z.enum(JOB_RUN_STATES),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const jobSummarySchema = z.object({
  name: z.string(),
  title: z.string(),
  /** The cron timetable in the region's time zone, and its next slot; null while the job has no schedule. */
  schedule: z.object({ cron: z.string(), timeZone: z.string(), nextRunAt: z.string().nullable() }).nullable(),
  lastRun: jobRunSchema.nullable(),
  /** Runs queued or waiting for their next try. */
  waiting: z.number().int(),
  /** Runs that failed every try, among those the engine keeps (a week). */
  failures: z.number().int(),
  /** Failed runs held in the job's dead-letter queue (two weeks), for staff to look into. */
  deadLetters: z.number().int(),
  /** The error of the latest failed try, if the engine still keeps it. */
  lastError: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobListSchema = resultListSchema(jobSummarySchema);
export type JobList = z.infer<typeof jobListSchema>;

/** A "Run now": queued, or not because a run of the job was already waiting. */
export const jobRunRequestedSchema = z.object({ name: z.string(), queued: z.boolean() });
export type JobRunRequested = z.infer<typeof jobRunRequestedSchema>;

const JOBS = '/events/api/v1/admin/jobs/';
const jobs = endpointGroup({ tag: 'jobs', access: anyRole('superuser'), errors: { 403: NOT_SUPERUSER } });

export const jobsEndpoints = {
  list: jobs.get(JOBS, {
    summary: 'Every scheduled and background job: timetable, last run, failures and dead letters',
    response: jobListSchema,
  }),
  run: jobs.post(`${JOBS}{name}/run/`, {
    summary: 'Queue a run of a job now (recorded as a staff action)',
    params: jobNameParamSchema,
    status: 202,
    response: jobRunRequestedSchema,
    responseDescription: 'Queued, or a run was already waiting.',
    errors: { 404: 'No such job.' },
  }),
};
