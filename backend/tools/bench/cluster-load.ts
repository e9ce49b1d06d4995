import { CSRF_COOKIE } from '@events/contracts/auth';
import { autocannon } from './bench-autocannon.js';
import type { AnonymousRequest } from './cluster-mix.js';
import { percentile } from './soak-report.js';

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

/** `connections` keep-alive connections sending `requests` in turn for `seconds`; `at` runs once, that far in. */
export function runAnonymousLoad(options: {
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
  readonly requests: readonly AnonymousRequest[];
  readonly at?: { readonly seconds: number; readonly action: () => void };
}): Promise<LoadFigures> {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const fail = (kind: string, n = 1): void => {
    if (n > 0) failures.set(kind, (failures.get(kind) ?? 0) + n);
  };
  let next = 0;
  const timer = options.at === undefined ? undefined : setTimeout(options.at.action, options.at.seconds * 1000);
  return new Promise<LoadFigures>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        pipelining: 1,
        requests: [
          {
            setupRequest: (request) => {
              const { path, html } = options.requests[next++ % options.requests.length] as AnonymousRequest;
              return { ...request, method: 'GET', path, headers: { accept: html ? 'text/html' : 'application/json', cookie: BROWSER_COOKIE } };
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(timer);
        if (error) return reject(error);
        // autocannon's errors include its timeouts.
        fail('connection error', result.errors - result.timeouts);
        fail('timeout', result.timeouts);
        latencies.sort((a, b) => a - b);
        const failed = [...failures.values()].reduce((sum, n) => sum + n, 0);
        resolve({
          requests: latencies.length + failed,
          seconds: result.duration || options.seconds,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          failures,
          failed,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else fail(`HTTP ${status}`);
    });
  });
}
