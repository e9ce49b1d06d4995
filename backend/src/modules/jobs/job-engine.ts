import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type Db, type Clock as EngineClock, PgBoss, type Schedule } from 'pg-boss';
import { REGION_TIME_ZONE } from '../../common/region/region-time.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DATABASE_SERVER } from '../../database/database.module.js';
import type { DatabaseServer } from '../../database/embedded-database.js';
import { returnedRows, type SqlExecutor } from '../../database/sql-executor.js';
import { deadLetterQueueOf, JobRegistry, type RegisteredJob } from './job-registry.js';
import { JOB_ENGINE_SCHEMA } from './jobs.queries.js';

/** Injection token of the clock the engine's timers and cron passes read (pg-boss's TestClock in tests; null: the system's). */
export const JOB_ENGINE_CLOCK = 'JOB_ENGINE_CLOCK';
export type JobEngineClock = EngineClock;

/** Connections of the engine's own pool (its polls, cron passes and upkeep); the handlers use the app's pool. */
const ENGINE_POOL_SIZE = 2;
/** How often an idle worker asks for its queue's next job: a "Run now" starts within this many seconds. */
export const WORKER_POLLING_SECONDS = 5;

/** What a caller may pass along with a job it queues. */
export type EnqueueOptions = {
  /** The caller's transaction: the job exists only if it commits. */
  readonly tx?: SqlExecutor;
  readonly data?: Readonly<Record<string, unknown>>;
};

/** pg-boss's statements on a transaction of the app (DatabaseService.transaction), so they commit or roll back with it. */
function onTransaction(tx: SqlExecutor): Db {
  return { executeSql: async (text, values) => ({ rows: returnedRows(await tx.query(text, values)) }) };
}

/**
 * The job engine (pg-boss, DESIGN.md "Scheduled and background jobs"): one instance per backend process, on the
 * app's database in a schema of its own, with each job the modules declare (@ScheduledJob) as a queue. An instance
 * with SCHEDULED_JOBS on starts it at boot (after the migrations, which ran when the database module started),
 * keeps the timetables and works the queues; the others start it when they first queue a job or read the Jobs page,
 * and neither schedule nor work. Across instances pg-boss guarantees one job per cron slot (its cron pass files
 * each slot's job under a singleton key) and, the queues being `stately`, one run of a job at a time with at most
 * one more waiting. A failed run is tried again with backoff, then kept in the job's dead-letter queue.
 */
@Injectable()
export class JobEngine implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private starting: Promise<PgBoss> | undefined;

  constructor(
    @Inject(DATABASE_SERVER) private readonly database: DatabaseServer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_ENGINE_CLOCK) private readonly clock: JobEngineClock | null,
    private readonly registry: JobRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.scheduledJobs) await this.started();
  }

  /** Stopped before the database module closes the pools: running handlers finish (up to the shutdown grace) first. */
  async onModuleDestroy(): Promise<void> {
    const starting = this.starting;
    if (starting === undefined) return;
    const boss = await starting.catch(() => undefined);
    await boss?.stop({ graceful: true, timeout: this.config.shutdownGraceSeconds * 1000 });
  }

  /** The started engine, its queues made (and, on a scheduling instance, timetabled and worked). */
  started(): Promise<PgBoss> {
    this.starting ??= this.start().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  /**
   * Queues a run of a job; with `tx`, in the caller's transaction, so the job exists only if it commits. Answers
   * the job's id, or null when a run of the job is already waiting (the queue holds at most one).
   */
  async enqueue(name: string, options: EnqueueOptions = {}): Promise<string | null> {
    const boss = await this.started();
    return boss.send(name, options.data ?? null, options.tx === undefined ? {} : { db: onTransaction(options.tx) });
  }

  /** The timetables in force, by job name, with each one's next slot. */
  async schedules(): Promise<Map<string, Schedule & { readonly nextRunAt: Date | null }>> {
    const boss = await this.started();
    const schedules = await boss.getSchedules();
    return new Map(
      schedules.map((schedule) => [schedule.name, { ...schedule, nextRunAt: boss.previewSchedule(schedule.cron, { tz: schedule.timezone, count: 1 })[0] ?? null }]),
    );
  }

  private async start(): Promise<PgBoss> {
    const working = this.config.scheduledJobs;
    const boss = new PgBoss({
      connectionString: this.database.url,
      schema: JOB_ENGINE_SCHEMA,
      max: ENGINE_POOL_SIZE,
      connectionTimeoutMillis: this.config.databaseConnectTimeoutMs,
      schedule: working,
      supervise: working,
      registerInstance: working,
      ...(this.clock === null ? {} : { clock: this.clock }),
    });
    boss.on('error', (error) => this.logger.error({ err: error }, 'Job engine error'));
    boss.on('warning', (warning) => this.logger.warn({ data: warning.data }, warning.message));
    try {
      await boss.start();
      for (const job of this.registry.all()) await this.createQueue(boss, job);
      if (working) for (const job of this.registry.all()) await this.scheduleAndWork(boss, job);
    } catch (error) {
      await boss.stop({ graceful: false }).catch(() => undefined);
      throw error;
    }
    return boss;
  }

  /** The job's queue and its dead-letter queue; made once for the database (an existing queue stays as it is). */
  private async createQueue(boss: PgBoss, { definition }: RegisteredJob): Promise<void> {
    await boss.createQueue(deadLetterQueueOf(definition.name));
    await boss.createQueue(definition.name, { policy: 'stately', deadLetter: deadLetterQueueOf(definition.name), ...this.retryOptions(definition) });
  }

  /** Brings the queue's retry policy up to the code's, sets or clears its timetable, and works it. */
  private async scheduleAndWork(boss: PgBoss, { definition, handler }: RegisteredJob): Promise<void> {
    await boss.updateQueue(definition.name, this.retryOptions(definition));
    if (definition.scheduled?.(this.config) ?? true) await boss.schedule(definition.name, definition.cron, null, { tz: REGION_TIME_ZONE });
    else await boss.unschedule(definition.name);
    await boss.work(definition.name, { pollingIntervalSeconds: WORKER_POLLING_SECONDS }, async ([job]) => {
      try {
        return await handler.run();
      } catch (error) {
        this.logger.error({ err: error, job: definition.name, retryCount: job?.retryCount }, `Job ${definition.name} failed`);
        throw error;
      }
    });
  }

  private retryOptions(definition: RegisteredJob['definition']) {
    return {
      retryLimit: definition.retry.limit,
      retryDelay: definition.retry.delaySeconds,
      retryBackoff: true,
      retryDelayMax: definition.retry.maxDelaySeconds,
      expireInSeconds: definition.expireInSeconds,
    };
  }
}
