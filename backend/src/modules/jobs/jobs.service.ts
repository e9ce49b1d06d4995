import { Injectable } from '@nestjs/common';
import type { JobList, JobRunRequested, JobSummary } from '@events/contracts/jobs';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { DatabaseService } from '../../database/database.service.js';
import { StaffActionsService } from '../staff-actions/staff-actions.service.js';
import { JobEngine } from './job-engine.js';
import { deadLetterQueueOf, JobRegistry } from './job-registry.js';
import { JobsError } from './jobs.errors.js';
import type { JobFiguresRow } from './jobs.repository.js';
import { JobsRepository } from './jobs.repository.js';
import type { JobDefinition } from './scheduled-job.js';

type ScheduleOf = Awaited<ReturnType<JobEngine['schedules']>> extends Map<string, infer S> ? S : never;

function summaryOf(definition: JobDefinition, schedule: ScheduleOf | undefined, figures: JobFiguresRow | undefined): JobSummary {
  const started = figures?.started_on ?? null;
  const ended = figures?.state === 'active' ? null : (figures?.completed_on ?? null);
  return {
    name: definition.name,
    title: definition.title,
    schedule: schedule ? { cron: schedule.cron, timeZone: schedule.timezone, nextRunAt: schedule.nextRunAt?.toISOString() ?? null } : null,
    lastRun:
      started && figures?.state
        ? { startedAt: started.toISOString(), durationMs: ended ? Math.max(0, ended.getTime() - started.getTime()) : null, state: figures.state }
        : null,
    waiting: figures?.waiting ?? 0,
    failures: figures?.failures ?? 0,
    deadLetters: figures?.dead_letters ?? 0,
    lastError: figures?.error ?? null,
  };
}

/** The Jobs page (issue 28): every declared job with its timetable and runs, and a superuser's "Run now". */
@Injectable()
export class JobsService {
  constructor(
    private readonly registry: JobRegistry,
    private readonly engine: JobEngine,
    private readonly repository: JobsRepository,
    private readonly staffActions: StaffActionsService,
    private readonly db: DatabaseService,
  ) {}

  async list(): Promise<JobList> {
    const jobs = this.registry.all().map((job) => job.definition);
    const schedules = await this.engine.schedules();
    const names = jobs.map((job) => job.name);
    const figures = new Map((await this.repository.figures(names, names.map(deadLetterQueueOf))).map((row) => [row.name, row]));
    return { results: jobs.map((job) => summaryOf(job, schedules.get(job.name), figures.get(job.name))) };
  }

  /**
   * Queues a run of the job and records the staff action in one transaction: the job exists only if the action
   * is recorded, and the other way round. A run already waiting is not doubled (the queue holds one).
   */
  async runNow(actor: AuthUser, name: string): Promise<JobRunRequested> {
    if (this.registry.find(name) === undefined) throw new JobsError('job_not_found');
    // Started before the transaction opens, so a first start (which may install the engine's schema) holds no transaction.
    await this.engine.started();
    return this.db.transaction(async (tx) => {
      const queued = (await this.engine.enqueue(name, { tx, data: { requestedBy: actor.id } })) !== null;
      await this.staffActions.record({ action: 'job_run', actorId: actor.id, detail: { job: name, queued } }, tx);
      return { name, queued };
    });
  }
}
