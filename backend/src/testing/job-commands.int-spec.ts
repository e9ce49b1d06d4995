import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TestClock } from 'pg-boss';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock.js';
import { runAlertsSend } from '../modules/alerts/alerts-send-cli.js';
import { runAnalyticsRollup } from '../modules/analytics/analytics-cli.js';
import { runWidgetRollup } from '../modules/widgets/widget-rollup-cli.js';
import { startTestApp, type TestApp } from './test-app.js';
import { testClockAt } from './test-clock.js';

/**
 * The commands that run a scheduled job by hand (alerts:send, analytics:rollup, widgets:rollup) beside a server whose
 * job engine schedules and works the same jobs (issue 28): they still run the services' code, outside the engine.
 * The engine's time is pg-boss's TestClock, left standing where no job is due: no run of the engine's starts meanwhile.
 */
describe('job commands beside the job engine (real PostgreSQL)', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'events-job-commands-'));
    // Minute 22 of the product's hour: no job has a slot in it (nor in the minute the engine's first cron pass looks back on).
    const hour = Math.floor(new Clock(testClockAt()).nowMs() / 3_600_000) * 3_600_000;
    t = await startTestApp({ config: { scheduledJobs: true }, jobEngineClock: new TestClock(hour + 22 * 60_000 + 5_000) });
  });

  afterAll(async () => {
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('run the rollups and the digest now, and say what they did', async () => {
    const lines: string[] = [];
    const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`error: ${line}`) };
    const dataSource = t.app.get(DataSource);
    expect(await runAnalyticsRollup(dataSource, out, t.app.get(Clock).now())).toBe(0);
    expect(await runWidgetRollup(['--settle-seconds', '0'], dataSource, out)).toBe(0);
    const at = testClockAt();
    const env = { DATABASE_URL: t.database.url, DATA_DIR: dataDir, WEB_ROOT: t.config.webRoot, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...(at ? { CLOCK_AT: at.toISOString() } : {}) };
    expect(await runAlertsSend([], env, out)).toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(/^Rolled up 0 day\(s\); pruned 0 page view/),
      'Rolled up 0 widget hits; pruned 0 raw hits.',
      expect.stringMatching(/^Digests of \d{4}-\d{2}-\d{2}: 0 sent, 0 failed, 0 with nothing new\.$/),
    ]);
  });
});
