import { DiscoveryService } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config.js';

/**
 * How a failed run is tried again: up to `limit` more times, the first after about `delaySeconds`, each later one
 * after about twice the wait before it (the engine adds jitter), never more than `maxDelaySeconds` apart. A run
 * that fails every try goes to the job's dead-letter queue, where the Jobs page shows it.
 */
export type RetryPolicy = {
  readonly limit: number;
  readonly delaySeconds: number;
  readonly maxDelaySeconds: number;
};

/**
 * How an hourly upkeep job (the occurrence horizon, the page-view prune) tries a failed run again: twice, a minute
 * and then a few minutes later, well before the next hour's run. The digest job sends mail and waits longer.
 */
export const HOURLY_UPKEEP_RETRY: RetryPolicy = { limit: 2, delaySeconds: 60, maxDelaySeconds: 600 };

/**
 * The runs of a five-minute rollup: a failed one is tried twice within about the next slot (a later run picks up
 * what it left anyway), and a run still going after 15 minutes counts as failed.
 */
export const FIVE_MINUTE_ROLLUP_RUNS = {
  retry: { limit: 2, delaySeconds: 30, maxDelaySeconds: 120 },
  expireInSeconds: 900,
} as const satisfies Pick<JobDefinition, 'retry' | 'expireInSeconds'>;

/** A job as its module declares it to the job engine (modules/jobs/job-engine.ts). */
export type JobDefinition = {
  /** The job's queue name: lower-case words joined by `-` (the Jobs page's "Run now" path names it). */
  readonly name: string;
  /** What staff read on the Jobs page. */
  readonly title: string;
  /** Five-field cron (minute precision) in the region's time zone, America/New_York. */
  readonly cron: string;
  readonly retry: RetryPolicy;
  /** The longest a run may take before the engine counts it as failed (and tries it again). */
  readonly expireInSeconds: number;
  /** False: no timetable (runs only by "Run now" or its command). Read by the instances that schedule. */
  readonly scheduled?: (config: AppConfig) => boolean;
};

/** What a job's handler answers: a summary the engine keeps as the run's output. */
export type JobOutput = Readonly<Record<string, unknown>> | undefined;

/** A job's handler: the provider the @ScheduledJob decorator marks. A throw fails the run (and retries it). */
export type JobHandler = {
  run(): Promise<JobOutput>;
};

/**
 * Declares a provider as a job's handler: the job engine finds every provider so marked (Nest's discovery) and
 * gives each its queue, its timetable and a worker. The module of the job keeps the handler and its service; the
 * engine never imports a domain module.
 */
export const ScheduledJob = DiscoveryService.createDecorator<JobDefinition>();
