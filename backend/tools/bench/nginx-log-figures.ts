import type { NginxProcess } from '../cluster/nginx-process.js';
import { percentile } from './http-load.js';

/**
 * Figures the cluster bench reads from nginx's logs: the access log's `cluster` format
 * (deploy/nginx/nginx.conf.template: `... cache=HIT upstream=... time=0.002 ... at=1764...`) and its error log.
 */

/** The value of one `name=value` field of an access log line, or undefined. */
export function logField(line: string, name: string): string | undefined {
  return new RegExp(` ${name}=(\\S+)`).exec(line)?.[1];
}

/** How the cached nginx answered (its access log's cache statuses), e.g. `HIT 97.2 %, MISS 2.8 %`. */
function cacheShares(lines: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const status = logField(line, 'cache') ?? '?';
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([status, n]) => `${status} ${((100 * n) / Math.max(1, lines.length)).toFixed(1)} %`).join(', ');
}

/**
 * When the run's stale answers (each starting a refresh from an instance) came, in seconds from its first request:
 * the refreshes of pages cached together come together, and they take the instances' share of the cores.
 */
function refreshTimes(lines: readonly string[]): string {
  const at = (line: string): number => Number(logField(line, 'at') ?? Number.NaN);
  const start = at(lines[0] ?? '');
  const stale = lines.filter((line) => /^(STALE|UPDATING)$/.test(logField(line, 'cache') ?? '')).map((line) => at(line) - start);
  if (stale.length === 0 || Number.isNaN(start)) return '';
  const points = [0, 50, 90, 100].map((p) => percentile([...stale].sort((a, b) => a - b), p).toFixed(1));
  return `; stale answers at +${points.join(' / ')} s (first / median / 90th / last)`;
}

/**
 * How many lines nginx's access log has and how the cache answered from line `from` on. Only these figures are
 * kept: held through the next run, the log's half a million strings made the client's garbage collector a part of
 * that run's latencies.
 */
export async function logSince(proxy: NginxProcess, from: number): Promise<{ lines: number; shares: string }> {
  const log = await proxy.accessLog();
  const run = log.slice(from);
  return { lines: log.length, shares: `${cacheShares(run)}${refreshTimes(run)}` };
}

/** nginx's error log lines by message, without the time, ids and addresses that vary ("... while reading upstream"). */
export function errorKinds(lines: readonly string[]): Map<string, number> {
  const kinds = new Map<string, number>();
  for (const line of lines) {
    const message = (/\[\w+\] \d+#\d+: (?:\*\d+ )?([^,]*)/.exec(line)?.[1] ?? line).replace(/\(\d+: /, '(');
    kinds.set(message, (kinds.get(message) ?? 0) + 1);
  }
  return kinds;
}
