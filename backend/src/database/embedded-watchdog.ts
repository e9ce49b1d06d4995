import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { orphanedPostmasterIn, postgresProcessesIn } from './postmaster-pid.js';

/** How long an orphaned postmaster gets for a fast shutdown (SIGINT) before its processes are killed. */
const ORPHAN_STOP_MS = 15_000;

/**
 * Stops a PostgreSQL of `clusterDir` that outlived the backend that started it (orphanedPostmasterIn): a fast
 * shutdown (SIGINT: clients cut off, a checkpoint written), then SIGKILL for whatever is left after ORPHAN_STOP_MS
 * (crash recovery then replays the WAL at the next start). Answers whether there was one.
 */
export async function stopOrphanedPostmaster(clusterDir: string, log: (line: string) => void): Promise<boolean> {
  const pid = orphanedPostmasterIn(clusterDir);
  if (pid === undefined) return false;
  log(`Stopping the PostgreSQL (pid ${pid}) a previous backend left running on ${clusterDir}`);
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    // gone meanwhile
  }
  const until = Date.now() + ORPHAN_STOP_MS;
  while (postgresProcessesIn(clusterDir).length > 0 && Date.now() < until) await sleep(100);
  for (const left of postgresProcessesIn(clusterDir)) {
    try {
      process.kill(left, 'SIGKILL');
    } catch {
      // exited meanwhile
    }
  }
  return true;
}

/**
 * The watchdog's loop, in sh so it costs next to nothing: while the backend ($1) lives, sleep; once it is gone, a
 * postmaster of the folder ($2) whose parent is not a Node.js executable (nobody owns it; a new backend's postmaster
 * is that backend's child) gets a fast shutdown. Mirrors orphanedPostmasterIn.
 */
const WATCHDOG_SCRIPT = `
while kill -0 "$1" 2>/dev/null; do sleep 1; done
pid=$(head -n 1 "$2/postmaster.pid" 2>/dev/null) || exit 0
[ -n "$pid" ] && [ "$(cat /proc/$pid/comm 2>/dev/null)" = postgres ] || exit 0
ppid=$(sed 's/.*) //' /proc/$pid/stat | cut -d ' ' -f 2)
case "$(readlink "/proc/$ppid/exe" 2>/dev/null)" in */node) exit 0 ;; esac
kill -INT "$pid"
`;

/** Names the watchdog in `ps` (its $0), with the folder it guards. */
export const WATCHDOG_NAME = 'events-postgres-watchdog';

export type Watchdog = { stop(): void };

/**
 * Starts a watchdog that stops this backend's PostgreSQL soon after the backend dies without stopping it (SIGKILL,
 * out of memory): a detached sh that outlives the backend (Node.js cannot ask Linux for a parent-death signal). Only
 * on Linux, where /proc tells processes apart; a no-op elsewhere.
 */
export function startPostgresWatchdog(clusterDir: string): Watchdog {
  if (process.platform !== 'linux' || !existsSync('/proc/self/stat')) return { stop: () => undefined };
  const child = spawn('/bin/sh', ['-c', WATCHDOG_SCRIPT, WATCHDOG_NAME, String(process.pid), clusterDir], { detached: true, stdio: 'ignore' });
  child.unref();
  return {
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}
