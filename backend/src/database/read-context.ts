import { AsyncLocalStorage } from 'node:async_hooks';

/** Whether the work under way (an HTTP request and everything it awaits) reads from the primary only. */
const primaryReads = new AsyncLocalStorage<boolean>();

/**
 * Whether the reads a replica could serve must go to the primary now: inside a write request (its reads decide
 * what it writes) or a request from a client whose own write is a few seconds old (read-your-writes.ts). Outside
 * any request (scheduled jobs, the CLIs) replicas may serve.
 */
export function primaryReadsRequired(): boolean {
  return primaryReads.getStore() === true;
}

/** Runs `work` (and what it awaits) with its replica-eligible reads on the primary when `primary` is true. */
export function runWithPrimaryReads<T>(primary: boolean, work: () => T): T {
  return primaryReads.run(primary, work);
}
