import { jest } from '@jest/globals';
import { jobListSchema, jobRunRequestedSchema, jobsEndpoints, type JobSummary } from '@events/contracts/jobs';
import { fillPath } from '@events/contracts/endpoint';
import pg from 'pg';
import { TestClock } from 'pg-boss';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { DatabaseService } from '../../database/database.service.js';
import type { DatabaseServer } from '../../database/embedded-database.js';
import { registerSuperuserAccount, registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { testClockAt } from '../../testing/test-clock.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { JobEngine } from './job-engine.js';
import { JobRegistry } from './job-registry.js';
import { JOB_ENGINE_SCHEMA } from './jobs.queries.js';
import type { JobHandler } from './scheduled-job.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const HORIZON = 'occurrence-horizon';
const PRUNE = 'impression-page-views-prune';
const ALERTS = 'saved-search-alerts';

type JobRow = { state: string; retry_count: number; started_on: Date | null; start_after: Date; source_name: string | null; data: { requestedBy?: number } | null };

/**
 * The job engine on real PostgreSQL (issue 28): two instances that schedule and work jobs, and one with
 * SCHEDULED_JOBS off that serves the Jobs page and only queues, all on one database. The engines share pg-boss's
 * TestClock: the test moves their time (cron passes, polls, retry waits fire when it does), never waits for a minute
 * to come round. The handlers are the product's own, reading the product's clock.
 */
describe('job engine (real PostgreSQL, two scheduling instances on one database)', () => {
  let database: DatabaseServer;
  let clock: TestClock;
  /** The hour the engines' time runs in: minute 23 of it is the page-view prune's slot. */
  let hour: number;
  let queuing: TestApp;
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  let admin: TestAccount;

  const jobRows = async (name: string): Promise<JobRow[]> =>
    queuing.app
      .get(DataSource)
      .query<JobRow[]>(`SELECT state::text AS state, retry_count, started_on, start_after, source_name, data FROM ${JOB_ENGINE_SCHEMA}.job WHERE name = $1 ORDER BY created_on`, [name]);
  const workers = (): TestApp[] => [first, second].filter((t): t is TestApp => t !== undefined);
  /** The job's handler (its module's scheduler) in each working instance, watched. */
  const watchHandlers = (name: string) => workers().map((t) => jest.spyOn(t.app.get(JobRegistry).find(name)?.handler as JobHandler, 'run'));
  const calls = (spies: readonly { mock: { calls: unknown[] } }[]): number => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);

  /** Moves the engines' time on in steps (each fires the polls and cron passes due) until `done` holds. */
  async function driveUntil(done: () => Promise<boolean>, stepMs = 5_000, steps = 60): Promise<void> {
    for (let step = 0; step < steps; step++) {
      if (await done()) return;
      await clock.tick(stepMs);
      // A handler the step started runs on the app's pool, outside the engine's statements the tick settles.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`Not done after ${steps} steps of ${stepMs} ms`);
  }

  const jobList = async (): Promise<JobSummary[]> =>
    jobListSchema.parse((await request(queuing.server).get(jobsEndpoints.list.path).set(admin.auth).expect(200)).body).results;
  const jobOf = async (name: string): Promise<JobSummary | undefined> => (await jobList()).find((job) => job.name === name);
  const runNow = async (name: string) =>
    jobRunRequestedSchema.parse((await request(queuing.server).post(fillPath(jobsEndpoints.run.path, { name })).set(admin.auth).expect(202)).body);

  beforeAll(async () => {
    database = await createTestDatabase();
    // The engines' time starts after the product's now and after the database's own (jobs queued through the app's
    // pool are stamped by it), in minute 22 of the next hour: no job has a slot in minute 22, the prune has minute 23.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const databaseNow = (await client.query<{ now: Date }>('SELECT now()')).rows[0]?.now ?? new Date(0);
    await client.end();
    hour = (Math.floor(Math.max(new Clock(testClockAt()).nowMs(), databaseNow.getTime()) / HOUR) + 1) * HOUR;
    clock = new TestClock(hour + 22 * MINUTE + 5_000);
    queuing = await startTestApp({ config: { scheduledJobs: false }, database, jobEngineClock: clock });
    admin = await registerSuperuserAccount(queuing, 'ada.jobs@example.org');
  });

  afterAll(async () => {
    for (const t of workers()) await t.close();
    await queuing?.close();
    await database?.stop();
  });

  it('is for superusers only, and knows its jobs', async () => {
    const pat = await registerTestAccount(queuing, 'pat.jobs@example.org');
    await request(queuing.server).get(jobsEndpoints.list.path).expect(403);
    await request(queuing.server).get(jobsEndpoints.list.path).set(pat.auth).expect(403);
    await request(queuing.server).post(fillPath(jobsEndpoints.run.path, { name: HORIZON })).set(pat.auth).expect(403);
    await request(queuing.server).post(fillPath(jobsEndpoints.run.path, { name: 'no-such-job' })).set(admin.auth).expect(404);
  });

  it('queues a "Run now" on an instance with SCHEDULED_JOBS off, which neither schedules nor works it', async () => {
    const before = await jobList();
    expect(before.map((job) => job.name).sort()).toEqual(['analytics-rollup', 'calendar-feed-sync', 'federation-deliveries', PRUNE, HORIZON, ALERTS, 'widget-hits-rollup'].sort());
    expect(before.every((job) => job.schedule === null && job.lastRun === null && job.waiting === 0)).toBe(true);

    expect(await runNow(HORIZON)).toEqual({ name: HORIZON, queued: true });
    // The queue holds one waiting run: a second press queues nothing more.
    expect(await runNow(HORIZON)).toEqual({ name: HORIZON, queued: false });
    const actions = await queuing.app.get(DataSource).query<{ actor_id: number; detail: unknown }[]>(`SELECT actor_id, detail FROM staff_actions WHERE action = 'job_run' ORDER BY id`);
    expect(actions).toEqual([
      { actor_id: admin.id, detail: { job: HORIZON, queued: true } },
      { actor_id: admin.id, detail: { job: HORIZON, queued: false } },
    ]);

    await clock.tick(10_000);
    expect((await jobRows(HORIZON)).map((row) => row.state)).toEqual(['created']);
    expect((await jobOf(HORIZON))?.waiting).toBe(1);
  });

  it('works the waiting run once with two scheduling instances, and files a cron slot as exactly one run', async () => {
    const scheduling = { scheduledJobs: true };
    first = await startTestApp({ config: scheduling, database, jobEngineClock: clock });
    second = await startTestApp({ config: scheduling, database, jobEngineClock: clock });
    const pruneRuns = watchHandlers(PRUNE);

    // The waiting run may start as soon as a worker starts; it is claimed once (no retry) and done.
    await driveUntil(async () => (await jobRows(HORIZON)).every((row) => row.state === 'completed'));
    expect((await jobRows(HORIZON)).map((row) => [row.state, row.retry_count])).toEqual([['completed', 0]]);

    // Minute 23 is the prune's slot: every instance's cron passes see it for a minute; one job is filed and run.
    expect(clock.now()).toBeLessThan(hour + 23 * MINUTE);
    await driveUntil(async () => clock.now() >= hour + 23 * MINUTE + 50_000, 5_000, 100);
    expect((await jobRows(PRUNE)).map((row) => row.state)).toEqual(['completed']);
    expect(calls(pruneRuns)).toBe(1);

    const prune = await jobOf(PRUNE);
    expect(prune?.schedule).toEqual({ cron: '23 * * * *', timeZone: 'America/New_York', nextRunAt: new Date(hour + HOUR + 23 * MINUTE).toISOString() });
    expect(prune?.lastRun).toMatchObject({ state: 'completed', startedAt: expect.any(String) });
    expect(prune?.lastRun?.durationMs).toBeGreaterThanOrEqual(0);
    expect((await jobOf(ALERTS))?.schedule?.cron).toBe('20 * * * *');
    for (const spy of pruneRuns) spy.mockRestore();
  });

  it('tries a failing run again with growing waits, then keeps it as a dead letter the Jobs page shows', async () => {
    const failures = watchHandlers(PRUNE).map((spy) => spy.mockRejectedValue(new Error('Disk full')));
    expect(await runNow(PRUNE)).toEqual({ name: PRUNE, queued: true });

    const waits: number[] = [];
    const asked = async (): Promise<JobRow | undefined> => (await jobRows(PRUNE)).find((row) => row.data?.requestedBy === admin.id);
    for (;;) {
      await driveUntil(async () => {
        const row = await asked();
        return row?.state === 'failed' || (row?.state === 'retry' && row.retry_count === waits.length);
      });
      const row = (await asked()) as JobRow;
      if (row.state === 'failed') break;
      // The retry waits start_after; the engines' time jumps there and the next poll takes it.
      waits.push(row.start_after.getTime() - (row.started_on as Date).getTime());
      await clock.setTime(row.start_after);
    }
    // Policy: 2 retries, the first after 60 s to 120 s, the second after 120 s to 240 s (backoff with jitter).
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(60_000);
    expect(waits[1]).toBeGreaterThanOrEqual(120_000);
    expect(waits[1]).toBeGreaterThanOrEqual(waits[0] as number);
    expect(calls(failures)).toBe(3);
    expect((await jobRows(`${PRUNE}.dead-letter`)).map((row) => [row.state, row.source_name])).toEqual([['created', PRUNE]]);

    expect(await jobOf(PRUNE)).toMatchObject({ failures: 1, deadLetters: 1, waiting: 0, lastError: 'Disk full', lastRun: { state: 'failed' } });
    for (const spy of failures) spy.mockRestore();
  });

  it('queues a job in a transaction only if the transaction commits', async () => {
    const engine = queuing.app.get(JobEngine);
    const db = queuing.app.get(DatabaseService);
    await expect(
      db.transaction(async (tx) => {
        expect(await engine.enqueue(ALERTS, { tx })).toEqual(expect.any(String));
        throw new Error('Rolled back');
      }),
    ).rejects.toThrow('Rolled back');
    expect(await jobRows(ALERTS)).toEqual([]);

    await db.transaction(async (tx) => {
      expect(await engine.enqueue(ALERTS, { tx })).toEqual(expect.any(String));
      // Not there for anyone else until the transaction commits.
      expect(await jobRows(ALERTS)).toEqual([]);
    });
    expect(await jobRows(ALERTS)).toHaveLength(1);
  });

  it('stops the engine on shutdown before the database module closes the pools', async () => {
    const t = second as TestApp;
    const order: string[] = [];
    const engine = t.app.get(JobEngine);
    const stopEngine = engine.onModuleDestroy.bind(engine);
    jest.spyOn(engine, 'onModuleDestroy').mockImplementation(async () => {
      await stopEngine();
      order.push('engine stopped');
    });
    const database = t.app.get(DatabaseService);
    const closePools = database.onModuleDestroy.bind(database);
    jest.spyOn(database, 'onModuleDestroy').mockImplementation(async () => {
      order.push('pools closing');
      await closePools();
    });
    second = undefined;
    await t.close();
    expect(order).toEqual(['engine stopped', 'pools closing']);
  });
});
