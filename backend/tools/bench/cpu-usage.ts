import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (user + system, ms) of the processes taking part in a phase, read from /proc: the PostgreSQL server of
 * the bench's cluster (postmaster and its backends), the backend process and this process. Other work on the
 * machine does not count, so the figures stay comparable when the machine is busy. Linux only; elsewhere the
 * snapshot is empty.
 */
export type CpuSnapshot = { readonly postgres: number; readonly backend: number; readonly bench: number };

/** CPU ms per process at one moment (PostgreSQL processes come and go: deltas are taken per pid). */
export type CpuSample = { readonly postgres: ReadonlyMap<number, number>; readonly backend: number; readonly bench: number };

const TICK_MS = 10; // USER_HZ is 100 on Linux

function statOf(pid: number): { ppid: number; ms: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return undefined;
  }
}

function pids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
}

/** The postmaster whose command line names the cluster folder. */
export function findPostmaster(clusterDir: string): number | undefined {
  for (const pid of pids()) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmdline.includes(clusterDir) && cmdline.split('\0')[0]?.endsWith('postgres')) return pid;
    } catch {
      // gone
    }
  }
  return undefined;
}

export function cpuSample(postmaster: number | undefined, backendPid: number | undefined): CpuSample {
  const postgres = new Map<number, number>();
  let backend = 0;
  if (postmaster !== undefined || backendPid !== undefined) {
    for (const pid of pids()) {
      const stat = statOf(pid);
      if (stat === undefined) continue;
      if (pid === postmaster || stat.ppid === postmaster) postgres.set(pid, stat.ms);
      if (pid === backendPid) backend += stat.ms;
    }
  }
  const own = process.cpuUsage();
  return { postgres, backend, bench: (own.user + own.system) / 1000 };
}

/** CPU used between two samples; a PostgreSQL process that ended in between is not counted. */
export function cpuBetween(before: CpuSample, after: CpuSample): CpuSnapshot {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return { postgres, backend: after.backend - before.backend, bench: after.bench - before.bench };
}

export type Processes = { readonly postmaster: number | undefined; readonly backend: number | undefined };

/** CPU ms used by the processes over some slices, summed. */
export class CpuAccount {
  private used: CpuSnapshot = { postgres: 0, backend: 0, bench: 0 };

  constructor(private readonly processes: Processes) {}

  async measure<T>(slice: () => Promise<T>): Promise<T> {
    const before = cpuSample(this.processes.postmaster, this.processes.backend);
    const result = await slice();
    const used = cpuBetween(before, cpuSample(this.processes.postmaster, this.processes.backend));
    this.used = { postgres: this.used.postgres + used.postgres, backend: this.used.backend + used.backend, bench: this.used.bench + used.bench };
    return result;
  }

  perRequest(requests: number): CpuSnapshot {
    const n = Math.max(1, requests);
    return { postgres: this.used.postgres / n, backend: this.used.backend / n, bench: this.used.bench / n };
  }
}
