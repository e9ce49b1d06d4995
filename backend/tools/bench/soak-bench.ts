import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { localDateOf } from '@events/domain/local-time';
import pg from 'pg';
import { POSTMASTER_PID } from '../../src/database/postmaster-pid.js';
import { type Backend, CACHE_ROOT, openDataset, registerAndLogIn, startBackend } from './bench-databases.js';
import { BACKEND_RECOVERY_BUDGET_S, runBackendKillPhase } from './soak-backend-kill.js';
import { runSoakLoad, type SoakRun, type SoakTargets, type SoakUser } from './soak-load.js';
import { loadAverage, runBench } from './bench-cli.js';
import { percentile } from './http-load.js';

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

const execFileAsync = promisify(execFile);
const REGION = { name: 'region', venues: 2_000, events: 10_000, seed: 'bench-region' } as const;
const USERS = 64;
const SOAK_PASSWORD = 'Soak-bench-orchard-2026!';
const RECOVERY_BUDGET_S = 5;

function postmasterOf(clusterDir: string): { pid: number; port: number } {
  const lines = readFileSync(path.join(clusterDir, POSTMASTER_PID), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

async function targetsOf(url: string): Promise<SoakTargets> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const events = await client.query<{ id: number }>('SELECT id FROM events WHERE published ORDER BY id');
    const venues = await client.query<{ id: number }>('SELECT id FROM venues ORDER BY id');
    return { eventIds: events.rows.map((r) => r.id), venueIds: venues.rows.map((r) => r.id) };
  } finally {
    await client.end();
  }
}

async function registerUsers(baseUrl: string, count: number): Promise<SoakUser[]> {
  const users: SoakUser[] = [];
  for (let i = 0; i < count; i++) {
    const email = `soak-${i}-${Date.now()}@example.org`;
    const session = await registerAndLogIn(baseUrl, { email, password: SOAK_PASSWORD });
    users.push({ id: session.userId, token: session.token });
  }
  return users;
}

/** A sample of the events and venues whose detail answers 200 (some generated ones are past or hidden: 404). */
async function detailsThatAnswer(baseUrl: string, targets: SoakTargets): Promise<SoakTargets> {
  const keep = async (ids: readonly number[], path: (id: number) => string): Promise<number[]> => {
    const kept: number[] = [];
    const sample = ids.filter((_, i) => i % Math.max(1, Math.floor(ids.length / 1500)) === 0);
    for (let i = 0; i < sample.length; i += 16) {
      const batch = sample.slice(i, i + 16);
      const statuses = await Promise.all(batch.map((id) => fetch(`${baseUrl}${path(id)}`).then((res) => (void res.arrayBuffer(), res.status))));
      batch.forEach((id, j) => statuses[j] === 200 && kept.push(id));
    }
    return kept;
  };
  return {
    eventIds: await keep(targets.eventIds, (id) => `/events/api/v1/events/${id}/`),
    venueIds: await keep(targets.venueIds, (id) => `/events/api/v1/poi/${id}/`),
  };
}

/** Polls PostgreSQL straight through pg until it answers; the time it did, or 0. */
async function waitForDatabase(url: string, since: number, timeoutMs: number): Promise<number> {
  while (Date.now() - since < timeoutMs) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 500 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return Date.now();
    } catch {
      await sleep(50);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return 0;
}

/** Acknowledged writes that the database does not hold. */
async function missingWrites(url: string, run: SoakRun): Promise<{ savedSearches: number; bookmarks: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const searches = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE id = ANY($1)', [run.savedSearches]);
    const marks = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM saved_events s JOIN unnest($1::int[], $2::int[]) AS w(user_id, event_id)
         ON s.user_id = w.user_id AND s.event_id = w.event_id`,
      [run.bookmarks.map((b) => b.userId), run.bookmarks.map((b) => b.eventId)],
    );
    return { savedSearches: run.savedSearches.length - (searches.rows[0]?.n ?? 0), bookmarks: run.bookmarks.length - (marks.rows[0]?.n ?? 0) };
  } finally {
    await client.end();
  }
}

type Verdict = { readonly text: string; readonly ok: boolean };

function report(name: string, run: SoakRun, seconds: number): Map<string, number> {
  const ok = run.answers.filter((a) => a.status >= 200 && a.status < 300);
  const sorted = ok.map((a) => a.ms).sort((a, b) => a - b);
  const writes = run.answers.filter((a) => a.kind === 'bookmark' || a.kind === 'saved-search').length;
  const non2xx = new Map<string, number>();
  for (const a of run.answers) if (a.status < 200 || a.status >= 300) non2xx.set(`${a.kind} ${a.status}`, (non2xx.get(`${a.kind} ${a.status}`) ?? 0) + 1);
  const total = run.answers.length + run.errors.length;
  console.log(`  ${name}: ${total} requests in ${seconds} s (${(total / seconds).toFixed(0)} req/s), writes ${((100 * writes) / Math.max(1, run.answers.length)).toFixed(1)} %`);
  console.log(`    latency of 2xx answers: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`);
  console.log(`    errors (no answer): ${run.errors.length}${run.errors.length > 0 ? ` (${[...new Set(run.errors.map((e) => e.error))].slice(0, 3).join('; ')})` : ''}`);
  console.log(`    non-2xx: ${non2xx.size === 0 ? 'none' : [...non2xx].map(([k, n]) => `${k} x${n}`).join(', ')}`);
  return non2xx;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '60' },
      connections: { type: 'string', default: '64' },
      'kill-at': { type: 'string', default: '20' },
      'skip-steady': { type: 'boolean', default: false },
    },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const killAt = Number(values['kill-at']);
  if (!(seconds > 0) || !(connections > 0) || !(killAt > 0) || killAt >= seconds) {
    console.error('Usage: soak-bench [--seconds 60] [--connections 64] [--kill-at 20] [--skip-steady]');
    return 2;
  }
  const today = localDateOf(new Date(), 'America/New_York');
  console.log(`Soak bench: ${connections} connections, ${seconds} s per phase, PostgreSQL killed at ${killAt} s in phase 2; today ${today}`);
  console.log(`Machine: ${os.cpus().length} cores, load average ${loadAverage()}`);

  // The search bench's cached region database, copied (stopped) to a folder the soak's backend owns and may crash.
  const dataset = await openDataset(REGION, today, false);
  const targets = await targetsOf(dataset.server.url);
  const cachedUrl = new URL(dataset.server.url);
  await dataset.server.stop();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'events-soak-'));
  await chmod(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'postgres');
  await execFileAsync('cp', ['-a', dataset.clusterDir, clusterDir]);
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
    const users = await registerUsers(backend.url, USERS);
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

    let killedAt = 0;
    let killedPid = 0;
    let databaseBack: Promise<number> = Promise.resolve(0);
    const outage = await runSoakLoad({
      port,
      connections,
      seconds,
      users,
      targets: found,
      phase: 2,
      savedSoFar,
      at: {
        seconds: killAt,
        action: () => {
          killedPid = postmasterOf(clusterDir).pid;
          killedAt = Date.now();
          process.kill(killedPid, 'SIGKILL');
          // PostgreSQL itself answering again (restarted by the backend's supervisor), polled straight through pg.
          databaseBack = sleep(100).then(() => waitForDatabase(databaseUrl, killedAt, 30_000));
        },
      },
    });
    report('Phase 2, PostgreSQL SIGKILLed', outage, seconds);
    if (backend.exited()) {
      console.log(`    THE BACKEND EXITED. Its last output:\n${backend.recentOutput()}`);
      verdicts.push({ text: 'outage: the backend stays up', ok: false });
      return 1;
    }
    const backAt = await databaseBack;
    const firstWrite = outage.answers
      .filter((a) => (a.kind === 'bookmark' || a.kind === 'saved-search') && a.sentAt > killedAt && a.status >= 200 && a.status < 300)
      .sort((a, b) => a.at - b.at)[0];
    const failedDuring = outage.answers.filter((a) => a.at >= killedAt && a.status >= 500);
    const firstFailure = failedDuring[0]?.at ?? killedAt;
    const lastFailure = failedDuring.at(-1)?.at ?? killedAt;
    const recovered = firstWrite === undefined ? Number.POSITIVE_INFINITY : (firstWrite.at - killedAt) / 1000;
    const other5xx = outage.answers.filter((a) => a.status >= 500 && a.status !== 503).length;
    const lost = await missingWrites(databaseUrl, outage);
    const acknowledged = outage.savedSearches.length + outage.bookmarks.length;
    console.log(`    postmaster ${killedPid} killed at ${killAt} s; 503s from +${((firstFailure - killedAt) / 1000).toFixed(1)} s to +${((lastFailure - killedAt) / 1000).toFixed(1)} s (${failedDuring.filter((a) => a.status === 503).length} answers)`);
    const back = backAt > 0 ? `+${((backAt - killedAt) / 1000).toFixed(1)} s` : 'not within 30 s';
    const serving = firstWrite === undefined || backAt === 0 ? '' : `, ${((firstWrite.at - backAt) / 1000).toFixed(1)} s after PostgreSQL answered again (${back})`;
    console.log(`    first acknowledged write after the kill: +${recovered.toFixed(1)} s${serving}`);
    console.log(`    writes acknowledged ${acknowledged} (${outage.savedSearches.length} saved searches, ${outage.bookmarks.length} bookmarks), missing afterwards ${lost.savedSearches + lost.bookmarks}`);
    verdicts.push({ text: `outage: time to recover (kill -> first acknowledged write) ${recovered.toFixed(1)} s <= ${RECOVERY_BUDGET_S} s`, ok: recovered <= RECOVERY_BUDGET_S });
    verdicts.push({ text: `outage: acknowledged writes lost ${lost.savedSearches + lost.bookmarks} of ${acknowledged} = 0`, ok: lost.savedSearches + lost.bookmarks === 0 });
    verdicts.push({ text: `outage: 5xx other than 503 ${other5xx} = 0`, ok: other5xx === 0 });
    verdicts.push({ text: `outage: requests without an answer ${outage.errors.length} = 0`, ok: outage.errors.length === 0 });
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
  console.log('\nBudget (issues 12 and 25):');
  for (const verdict of verdicts) console.log(`  ${verdict.ok ? 'PASS' : 'FAIL'}  ${verdict.text}`);
  return verdicts.every((v) => v.ok) ? 0 : 1;
}

runBench(main);
