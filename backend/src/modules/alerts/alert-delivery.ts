/**
 * How the alert job sends: a bounded pool of workers, each mail or notification tried a few times with growing waits,
 * and a background lane for the push notifications beside the mails.
 */

export type RetryOutcome = { readonly ok: true; readonly attempts: number } | { readonly ok: false; readonly attempts: number; readonly error: unknown };

export type RetryPolicy = {
  readonly attempts: number;
  /** Wait before the second try; doubled before each further one. */
  readonly delayMs: number;
  readonly sleep?: (ms: number) => Promise<void>;
  /** Whether a failure is worth another try (unset: every one is); one that is not ends the tries at once. */
  readonly retryable?: (error: unknown) => boolean;
};

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `send` until it resolves, fails in a way not worth another try, or the tries are used up; never throws. */
export async function sendWithRetries(send: () => Promise<unknown>, policy: RetryPolicy): Promise<RetryOutcome> {
  const sleep = policy.sleep ?? wait;
  let error: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    try {
      await send();
      return { ok: true, attempts: attempt };
    } catch (caught) {
      error = caught;
      if (policy.retryable !== undefined && !policy.retryable(caught)) return { ok: false, attempts: attempt, error };
      if (attempt < policy.attempts) await sleep(policy.delayMs * 2 ** (attempt - 1));
    }
  }
  return { ok: false, attempts: policy.attempts, error };
}

/**
 * Calls `work` on every item with at most `concurrency` calls running at once, in order of the items; resolves
 * when all are done. `work` handles its own errors (a rejection stops the pool's other workers from taking more).
 */
export async function runPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

/** Work handed to a background lane (see backgroundLane). */
export type BackgroundLane = {
  /** Queues `task`; it starts when fewer than the lane's concurrency run. The task handles its own errors. */
  readonly add: (task: () => Promise<void>) => void;
  /** Resolves once every task added so far has finished. */
  readonly idle: () => Promise<void>;
};

/**
 * Runs tasks beside the caller's own work, at most `concurrency` at once, in the order they were added: the digest
 * job hands each user's push notifications to one, so a slow push service never holds up the next user's mail.
 */
export function backgroundLane(concurrency: number): BackgroundLane {
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;
  let onIdle: (() => void)[] = [];
  const next = (): void => {
    while (running < Math.max(1, concurrency) && waiting.length > 0) {
      const task = waiting.shift() as () => Promise<void>;
      running++;
      void task()
        .catch(() => undefined)
        .finally(() => {
          running--;
          next();
        });
    }
    if (running === 0 && waiting.length === 0) {
      for (const resolve of onIdle) resolve();
      onIdle = [];
    }
  };
  return {
    add: (task) => {
      waiting.push(task);
      next();
    },
    idle: () => (running === 0 && waiting.length === 0 ? Promise.resolve() : new Promise<void>((resolve) => onIdle.push(resolve))),
  };
}
