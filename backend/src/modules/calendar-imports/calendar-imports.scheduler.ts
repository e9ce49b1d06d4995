import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { type JobHandler, type JobOutput, ScheduledJob } from '../jobs/scheduled-job.js';
import { CalendarImportsRepository } from './calendar-imports.repository.js';
import { CalendarSyncService } from './calendar-sync.service.js';

export const CALENDAR_SYNC_JOB_NAME = 'calendar-feed-sync';

/** Every 15 minutes, at minutes 4, 19, 34 and 49 (off the other jobs' minutes), region time. */
export const CALENDAR_SYNC_JOB_CRON = '4,19,34,49 * * * *';

/** Feeds synced by one run at most; the rest are due for the next run, soonest due first. */
const FEEDS_PER_RUN = 200;

/**
 * Syncs the connected feeds that are due (each feed every CALENDAR_IMPORT_INTERVAL_MINUTES, a failing one after its
 * backoff), one after another, as a job of the job engine: one run per slot across instances, and each feed claimed
 * by one sync at a time besides (a producer's "Sync now" may run meanwhile).
 */
@ScheduledJob({
  name: CALENDAR_SYNC_JOB_NAME,
  title: 'Calendar feed sync',
  cron: CALENDAR_SYNC_JOB_CRON,
  retry: { limit: 1, delaySeconds: 60, maxDelaySeconds: 300 },
  expireInSeconds: 3600,
  scheduled: (config) => config.calendarImports.scheduled,
})
@Injectable()
export class CalendarImportsScheduler implements JobHandler {
  constructor(
    private readonly repository: CalendarImportsRepository,
    private readonly sync: CalendarSyncService,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<JobOutput> {
    const due = await this.repository.dueFeeds(this.clock.now(), FEEDS_PER_RUN);
    let synced = 0;
    for (const id of due) if (await this.sync.sync(id, { dueOnly: true })) synced += 1;
    return { due: due.length, synced };
  }
}
