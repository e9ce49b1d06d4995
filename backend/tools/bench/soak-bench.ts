import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { localDateOf } from '@events/domain/local-time';
import { type Backend, CACHE_ROOT, startBackend } from './bench-databases.js';
import { copyRegionCatalogue, killBenchTiming } from './kill-bench-setup.js';
import { BACKEND_RECOVERY_BUDGET_S, runBackendKillPhase } from './soak-backend-kill.js';
import { judgeDatabaseKill, postmasterOf, runDatabaseKillPhase } from './soak-database-kill.js';
import { runSoakLoad } from './soak-load.js';
import { missingWrites, printBudget, reportSoakRun as report, type Verdict } from './soak-report.js';
import { detailsThatAnswer, registerUsers } from './soak-targets.js';
import { loadAverage, runBench } from './bench-cli.js';

/**
 * `npm run bench:soak`: issue 12's budgets under a mixed load on the region catalogue (2,000 venues, 10,000
 * events, the search bench's cached database copied to a folder of its own). The backend starts its own embedded
 * PostgreSQL there, as in production without DATABASE_URL, so it supervises it. Phase 1: `--seconds` (60) at
 * `--connections` (64): errors, non-2xx, p50 / p95 / p99. Phase 2: the same with the postmaster SIGKILLed at
 * `--kill-at` (20) seconds: time to recover (kill -> first acknowledged write), writes acknowledged vs found in the
 * database afterwards, 5xx other than 503. Phase 3 (issue 25): the same with the backend process SIGKILLed at
 * `--kill-at` and started again at once: time to healthy, writes acknowledged vs found. Traffic goes to 127.0.0.1
 * only and stops after each phase.
 */

const USERS = 64;
const SOAK_PASSWORD = 'Soak-bench-orchard-2026!';
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '60' },
      connections: { type: 'string', default: '64' },
      'kill-at': { type: 'string', default: '20' },
      'skip-steady': { type: 'boolean', default: false },
    },
  });
  const timing = killBenchTiming(values);
  if (timing === undefined) {
    console.error('Usage: soak-bench [--seconds 60] [--connections 64] [--kill-at 20] [--skip-steady]');
    return 2;
  }
  const { seconds, connections, killAt } = timing;
  const today = localDateOf(new Date(), 'America/New_York');
  console.log(`Soak bench: ${connections} connections, ${seconds} s per phase, PostgreSQL killed at ${killAt} s in phase 2; today ${today}`);
  console.log(`Machine: ${os.cpus().length} cores, load average ${loadAverage()}`);

  // The search bench's cached region database, copied (stopped) to a folder the soak's backend owns and may crash.
  const copy = await copyRegionCatalogue(today, 'events-soak-');
  const { dataDir, clusterDir, targets } = copy;
  const cachedUrl = new URL(copy.cachedUrl);
  const webRoot = path.join(dataDir, 'web');
  await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html><head><title>Events</title></head><body><div id="root"></div></body></html>');
  console.log(`  region catalogue (cached in ${CACHE_ROOT}) copied to ${clusterDir}; ${targets.eventIds.length} events, ${targets.venueIds.length} venues`);

  let backend: Backend | undefined;
  const verdicts: Verdict[] = [];
  try {
    const backendEnv = { DATA_DIR: dataDir, WEB_ROOT: webRoot, AUTH_RATE_LIMIT: '10000' };
    backend = await startBackend(undefined, backendEnv);
    const port = Number(new URL(backend.url).port);
    cachedUrl.port = String(postmasterOf(clusterDir).port);
    const databaseUrl = cachedUrl.toString();
    const found = await detailsThatAnswer(backend.url, targets);
    const users = await registerUsers(backend.url, USERS, SOAK_PASSWORD);
    const savedSoFar = new Map<number, number>();
    console.log(
      `  backend ${backend.url} on its own embedded PostgreSQL (port ${cachedUrl.port}); ${users.length} signed-in users; ` +
        `${found.eventIds.length} events and ${found.venueIds.length} venues whose detail answers 200\n`,
    );

    if (!values['skip-steady']) {
      const steady = await runSoakLoad({ port, connections, seconds, users, targets: found, phase: 1, savedSoFar });
      const non2xx = report('Phase 1, steady', steady, seconds);
      const lost = await missingWrites(databaseUrl, steady);
      console.log(`    writes acknowledged ${steady.savedSearches.length + steady.bookmarks.length}, missing afterwards ${lost.savedSearches + lost.bookmarks}\n`);
      verdicts.push({ text: `steady: ${steady.errors.length} errors = 0`, ok: steady.errors.length === 0 });
      verdicts.push({ text: `steady: acknowledged writes lost ${lost.savedSearches + lost.bookmarks} = 0`, ok: lost.savedSearches + lost.bookmarks === 0 });
      const unexpected = [...non2xx].reduce((sum, [, n]) => sum + n, 0);
      verdicts.push({ text: `steady: ${unexpected} non-2xx answers (no 4xx is expected in this mix) = 0`, ok: unexpected === 0 });
    }

    const outage = await runDatabaseKillPhase({ port, connections, seconds, killAt, users, targets: found, savedSoFar, clusterDir, databaseUrl });
    report('Phase 2, PostgreSQL SIGKILLed', outage.run, seconds);
    if (backend.exited()) {
      console.log(`    THE BACKEND EXITED. Its last output:\n${backend.recentOutput()}`);
      verdicts.push({ text: 'outage: the backend stays up', ok: false });
      return 1;
    }
    verdicts.push(...(await judgeDatabaseKill(outage, databaseUrl, killAt)));
    console.log('');

    const crash = await runBackendKillPhase({ backend, env: backendEnv, port, connections, seconds, killAt, users, targets: found, savedSoFar });
    backend = crash.backend;
    report('Phase 3, backend SIGKILLed and restarted', crash.run, seconds);
    if (crash.restartError !== undefined) console.log(`    THE RESTART FAILED:\n${crash.restartError}`);
    const healthyIn = crash.healthyAt === 0 ? Number.POSITIVE_INFINITY : (crash.healthyAt - crash.killedAt) / 1000;
    cachedUrl.port = String(postmasterOf(clusterDir).port);
    const crashLost = await missingWrites(cachedUrl.toString(), crash.run);
    const crashAcknowledged = crash.run.savedSearches.length + crash.run.bookmarks.length;
    console.log(`    backend killed at ${killAt} s; healthy again after ${Number.isFinite(healthyIn) ? `${healthyIn.toFixed(1)} s` : 'never, within the phase'}`);
    console.log(`    writes acknowledged ${crashAcknowledged} (before and after the kill), missing afterwards ${crashLost.savedSearches + crashLost.bookmarks}`);
    verdicts.push({ text: `backend kill: time to healthy ${healthyIn.toFixed(1)} s <= ${BACKEND_RECOVERY_BUDGET_S} s`, ok: healthyIn <= BACKEND_RECOVERY_BUDGET_S });
    verdicts.push({ text: `backend kill: acknowledged writes lost ${crashLost.savedSearches + crashLost.bookmarks} of ${crashAcknowledged} = 0`, ok: crashLost.savedSearches + crashLost.bookmarks === 0 });
  } finally {
    await backend?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`\nLoad average at the end: ${loadAverage()}`);
  return printBudget('Budget (issues 12 and 25):', verdicts);
}

runBench(main);
