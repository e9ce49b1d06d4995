import { CSRF_COOKIE } from '@events/contracts/auth';
import type { AnonymousRequest } from './cluster-mix.js';
import { httpLoad, percentile } from './http-load.js';
import { pacedLoad } from './paced-load.js';

/**
 * What visitors' browsers send with every request after their first answer: the anonymous csrftoken cookie, and
 * nothing that signs them in. An answer to it sets no cookie, so a shared cache may keep it.
 */
const BROWSER_COOKIE = `${CSRF_COOKIE}=cluster-bench-anonymous-visitor`;

export type LoadFigures = {
  /** Requests answered or failed. */
  readonly requests: number;
  readonly seconds: number;
  /** Latencies of the 2xx answers, in ms. */
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** Requests without a 2xx answer (an error status, a connection error, a timeout), by kind. */
  readonly failures: ReadonlyMap<string, number>;
  readonly failed: number;
};

/**
 * `connections` keep-alive connections sending `requests` in turn for `seconds`, as fast as the answers come
 * (autocannon) or at a steady `rate` requests per second (pacedLoad); `at` runs once, that far in.
 */
export async function runAnonymousLoad(options: {
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
  readonly rate?: number;
  readonly requests: readonly AnonymousRequest[];
  readonly at?: { readonly seconds: number; readonly action: () => void };
}): Promise<LoadFigures> {
  const failures = new Map<string, number>();
  const fail = (kind: string, n = 1): void => {
    if (n > 0) failures.set(kind, (failures.get(kind) ?? 0) + n);
  };
  let next = 0;
  const timer = options.at === undefined ? undefined : setTimeout(options.at.action, options.at.seconds * 1000);
  try {
    const load = {
      baseUrl: options.url,
      connections: options.connections,
      seconds: options.seconds,
      request: () => {
        const { path, html } = options.requests[next++ % options.requests.length] as AnonymousRequest;
        return { method: 'GET', path, headers: { accept: html ? 'text/html' : 'application/json', cookie: BROWSER_COOKIE } };
      },
      onFailedAnswer: (status: number) => fail(`HTTP ${status}`),
    };
    const run = options.rate === undefined ? await httpLoad(load) : await pacedLoad({ ...load, rate: options.rate });
    // The errors include the timeouts.
    fail('connection error', run.errors - run.timeouts);
    fail('timeout', run.timeouts);
    const latencies = [...run.latencies].sort((a, b) => a - b);
    const failed = [...failures.values()].reduce((sum, n) => sum + n, 0);
    return {
      requests: latencies.length + failed,
      seconds: run.seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      failures,
      failed,
    };
  } finally {
    clearTimeout(timer);
  }
}
