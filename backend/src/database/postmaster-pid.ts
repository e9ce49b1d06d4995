import { readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/** The lock file PostgreSQL keeps in its data folder: first line the postmaster's pid, fourth its port. */
export const POSTMASTER_PID = 'postmaster.pid';

function readOr(file: string, fallback: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

function realDir(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by another user (postgres runs as "postgres" when the backend runs as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `pid` is a live postgres process working in `clusterDir` (PostgreSQL runs from inside its data folder). */
export function isLivePostgresIn(pid: number, clusterDir: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
  const proc = `/proc/${pid}`;
  // Without /proc (not Linux) a live pid is taken at its word, as PostgreSQL itself does.
  if (readOr('/proc/self/comm', '') === '') return true;
  if (readOr(`${proc}/comm`, '').trim() !== 'postgres') return false;
  try {
    return readlinkSync(`${proc}/cwd`) === realDir(clusterDir);
  } catch {
    return true; // a postgres process we may not inspect: assume it is the folder's
  }
}

/** PIDs of the live postgres processes working in `clusterDir` (a postmaster and its children); [] without /proc. */
export function postgresProcessesIn(clusterDir: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const dir = realDir(clusterDir);
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    if (readOr(`/proc/${entry}/comm`, '').trim() !== 'postgres') continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === dir) found.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to inspect
    }
  }
  return found;
}

/** The parent pid of a live process, from /proc (undefined without /proc or once it is gone). */
export function parentPid(pid: number): number | undefined {
  // /proc/<pid>/stat: "pid (comm) state ppid ...", comm may hold spaces but not ") ".
  const stat = readOr(`/proc/${pid}/stat`, '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number.parseInt(fields[1] ?? '', 10);
  return Number.isInteger(ppid) ? ppid : undefined;
}

/**
 * The postmaster of `clusterDir` when it outlived the backend that started it (issue 25 N7: a backend killed with
 * SIGKILL leaves its PostgreSQL running, and the next start found the folder locked). A backend spawns its postmaster
 * itself, so a live one whose parent is no longer a Node.js process (reparented to init or a subreaper) has no owner.
 * The parent is told by its executable, not its name: Node.js 24 names its main thread "MainThread".
 * Undefined when the folder has no live postmaster, when its owner is alive, or without /proc to tell.
 */
export function orphanedPostmasterIn(clusterDir: string): number | undefined {
  const pid = Number.parseInt(readOr(path.join(clusterDir, POSTMASTER_PID), '').split('\n', 1)[0] ?? '', 10);
  if (readOr('/proc/self/comm', '') === '' || !isLivePostgresIn(pid, clusterDir)) return undefined;
  const ppid = parentPid(pid);
  if (ppid === undefined) return undefined;
  return isNodeProcess(ppid) ? undefined : pid;
}

/** Whether a live process runs a Node.js executable (`.../node`); false when it cannot be inspected (init, another user's). */
function isNodeProcess(pid: number): boolean {
  try {
    return path.basename(readlinkSync(`/proc/${pid}/exe`)) === 'node';
  } catch {
    return false;
  }
}

export type PidFileState = 'absent' | 'removed' | 'in-use';

/**
 * Removes a postmaster.pid left by a server that died, only when the pid in it is not a live postgres process of
 * this folder (a pid reused by another program would make PostgreSQL refuse to start). A file naming a live
 * postgres is left alone: the folder is in use.
 */
export async function removeStalePostmasterPid(clusterDir: string): Promise<PidFileState> {
  const file = path.join(clusterDir, POSTMASTER_PID);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return 'absent';
  }
  const pid = Number.parseInt(text.split('\n', 1)[0] ?? '', 10);
  if (isLivePostgresIn(pid, clusterDir)) return 'in-use';
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  return 'removed';
}
