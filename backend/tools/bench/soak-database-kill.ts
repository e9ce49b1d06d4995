import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { POSTMASTER_PID } from '../../src/database/postmaster-pid.js';
import { type SoakKillOptions, runSoakLoadWithKill, type SoakRun } from './soak-load.js';
import { missingWrites, type Verdict } from './soak-report.js';

/** Issue 12: after PostgreSQL is killed, the first acknowledged write within this many seconds. */
export const DATABASE_RECOVERY_BUDGET_S = 5;

export function postmasterOf(clusterDir: string): { pid: number; port: number } {
  const lines = readFileSync(path.join(clusterDir, POSTMASTER_PID), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
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

export type DatabaseKillPhase = {
  readonly run: SoakRun;
  readonly killedPid: number;
  readonly killedAt: number;
  /** When PostgreSQL itself answered again (polled through pg); 0 when not within 30 s. */
  readonly backAt: number;
};

/**
 * The soak's load with the postmaster of `clusterDir` SIGKILLed `killAt` seconds in; whoever supervises it (the
 * backend's embedded supervisor, or the bench's) starts it again on the same port.
 */
export async function runDatabaseKillPhase(options: SoakKillOptions & { readonly clusterDir: string; readonly databaseUrl: string }): Promise<DatabaseKillPhase> {
  let killedAt = 0;
  let killedPid = 0;
  let databaseBack: Promise<number> = Promise.resolve(0);
  const run = await runSoakLoadWithKill(options, 2, () => {
    killedPid = postmasterOf(options.clusterDir).pid;
    killedAt = Date.now();
    process.kill(killedPid, 'SIGKILL');
    // PostgreSQL itself answering again (restarted by its supervisor), polled straight through pg.
    databaseBack = sleep(100).then(() => waitForDatabase(options.databaseUrl, killedAt, 30_000));
  });
  return { run, killedPid, killedAt, backAt: await databaseBack };
}

/**
 * Prints what the outage cost (503s, time to the first acknowledged write, writes acknowledged and found) and answers
 * the verdicts of issue 12's budget: recovery, no acknowledged write lost, 503s only, an answer to every request.
 */
export async function judgeDatabaseKill(phase: DatabaseKillPhase, databaseUrl: string, killAt: number): Promise<Verdict[]> {
  const { run: outage, killedAt, killedPid, backAt } = phase;
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
  return [
    { text: `outage: time to recover (kill -> first acknowledged write) ${recovered.toFixed(1)} s <= ${DATABASE_RECOVERY_BUDGET_S} s`, ok: recovered <= DATABASE_RECOVERY_BUDGET_S },
    { text: `outage: acknowledged writes lost ${lost.savedSearches + lost.bookmarks} of ${acknowledged} = 0`, ok: lost.savedSearches + lost.bookmarks === 0 },
    { text: `outage: 5xx other than 503 ${other5xx} = 0`, ok: other5xx === 0 },
    { text: `outage: requests without an answer ${outage.errors.length} = 0`, ok: outage.errors.length === 0 },
  ];
}
