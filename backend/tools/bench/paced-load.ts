import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Dispatcher, errors as undiciErrors, Pool } from 'undici';
import type { AutocannonRequest, LoadRun } from './http-load.js';

/** How long a request may wait for its answer's head, then for the rest of it, as autocannon's default timeout. */
const TIMEOUT_MS = 10_000;

/**
 * An open-loop load at a steady rate: request i is due `i / rate` seconds in, whatever the answers before it did, and is
 * sent on one of `connections` keep-alive connections (undici's Pool holds it while all are busy). Its latency runs
 * from when it was due to the end of its answer, so a stall counts for every request it held back (no coordinated
 * omission). autocannon's own rate limit is a budget per connection per second: each connection sends its share back
 * to back at the top of every second and then waits, so its "rate" is bursts at the load generator's full speed.
 */
export async function pacedLoad(options: {
  readonly baseUrl: string;
  readonly connections: number;
  readonly seconds: number;
  readonly rate: number;
  readonly request: () => AutocannonRequest;
  readonly okStatus?: number;
  readonly onFailedAnswer?: (status: number) => void;
}): Promise<LoadRun> {
  const { baseUrl, connections, seconds, rate, request, okStatus = 200, onFailedAnswer } = options;
  const pool = new Pool(baseUrl, { connections, pipelining: 1, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
  const latencies: number[] = [];
  let failedAnswers = 0;
  let errors = 0;
  let timeouts = 0;
  const send = async (due: number): Promise<void> => {
    const { method, path, headers, body } = request();
    try {
      const answer = await pool.request({ method: method as Dispatcher.HttpMethod, path, headers, body });
      await answer.body.arrayBuffer();
      if (answer.statusCode === okStatus) latencies.push(performance.now() - due);
      else {
        failedAnswers++;
        onFailedAnswer?.(answer.statusCode);
      }
    } catch (error) {
      errors++;
      if (error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError) timeouts++;
    }
  };
  const total = Math.round(rate * seconds);
  const pending: Promise<void>[] = [];
  const start = performance.now();
  try {
    while (pending.length < total) {
      // Everything due by now goes out; then the event loop runs (answers are read) until the next millisecond.
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (pending.length < due) pending.push(send(start + (pending.length * 1000) / rate));
      await sleep(1);
    }
    await Promise.all(pending);
  } finally {
    await pool.close();
  }
  return { latencies, seconds: (performance.now() - start) / 1000, failed: failedAnswers + errors, errors, timeouts };
}
