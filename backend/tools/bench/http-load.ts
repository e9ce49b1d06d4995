import { createRequire } from 'node:module';

/**
 * HTTP load for the benches: autocannon (a CommonJS package without types, so typed here for what the benches use),
 * one load loop that times the answers, and the percentile every bench reports.
 */

export type AutocannonRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };
export type AutocannonResult = {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  requests: { average: number; total: number };
};
type AutocannonOptions = {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  pipelining?: number;
  requests: { setupRequest: (request: AutocannonRequest) => AutocannonRequest }[];
};
type AutocannonInstance = { on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void };
type Autocannon = (options: AutocannonOptions, done: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance;

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** The p-th percentile (nearest rank) of ascending values; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** What one load saw: the latency (ms) of each answer with the expected status, in arrival order, and the rest. */
export type LoadRun = {
  readonly latencies: number[];
  /** How long the load lasted. */
  readonly seconds: number;
  /** Answers with another status, connection errors and timeouts, together. */
  readonly failed: number;
  readonly errors: number;
  readonly timeouts: number;
};

/**
 * Loads `baseUrl` over `connections` for `seconds`, or with exactly `amount` requests (a phase cut off by time drops
 * requests the server still completes), one request at a time per connection, each made by `request`, as fast as the
 * answers come (pacedLoad loads at a rate). `onFailedAnswer` hears each answer whose status is not `okStatus`.
 */
export function httpLoad(options: {
  readonly baseUrl: string;
  readonly connections: number;
  readonly seconds: number;
  readonly amount?: number;
  readonly request: () => AutocannonRequest;
  readonly okStatus?: number;
  readonly onFailedAnswer?: (status: number) => void;
}): Promise<LoadRun> {
  const { baseUrl, connections, seconds, amount, request, okStatus = 200, onFailedAnswer } = options;
  const latencies: number[] = [];
  let failedAnswers = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        ...(amount === undefined ? { duration: seconds } : { amount }),
        pipelining: 1,
        requests: [{ setupRequest: (defaults) => ({ ...defaults, ...request() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const { errors, timeouts } = result;
        resolve({ latencies, seconds: result.duration || seconds, failed: failedAnswers + errors + timeouts, errors, timeouts });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === okStatus) latencies.push(ms);
      else {
        failedAnswers++;
        onFailedAnswer?.(status);
      }
    });
  });
}
