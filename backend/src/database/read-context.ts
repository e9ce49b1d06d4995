import { AsyncLocalStorage } from 'node:async_hooks';

/** Whether the work under way (an HTTP request and everything it awaits) reads from the primary only. */
const primaryReads = new AsyncLocalStorage<boolean>();

/**
 * Whether the reads a replica could serve must go to the primary now. Replicas serve HTTP requests only
 * (read-your-writes.ts marks each one): not a write request (its reads decide what it writes), nor a request from a
 * client whose own write is a few seconds old. Outside any request (scheduled jobs, the CLIs) the primary reads: a
 * job writes from what it reads (an alert digest records the instant it covered up to), and a replica a moment
 * behind would make it skip what changed meanwhile.
 */
export function primaryReadsRequired(): boolean {
  return primaryReads.getStore() !== false;
}

/** Runs `work` (and what it awaits) with its replica-eligible reads on the primary when `primary` is true. */
export function runWithPrimaryReads<T>(primary: boolean, work: () => T): T {
  return primaryReads.run(primary, work);
}
