import { createRequire } from 'node:module';

/** The part of autocannon (a CommonJS package without types) the benches use. */
export type AutocannonRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };

export type AutocannonOptions = {
  url: string;
  connections: number;
  /** Seconds to run, or `amount` requests in all. */
  duration?: number;
  amount?: number;
  pipelining?: number;
  requests: { setupRequest: (request: AutocannonRequest) => AutocannonRequest }[];
};

/** `errors` counts the connection errors, timeouts included. */
export type AutocannonResult = {
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  duration: number;
  requests: { total: number; average: number };
};

export type AutocannonInstance = { on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void };

export type Autocannon = (options: AutocannonOptions, done: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance;

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
