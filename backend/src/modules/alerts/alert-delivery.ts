/** How the alert job sends: a bounded pool of workers, each mail tried a few times with growing waits. */

export type RetryOutcome = { readonly ok: true; readonly attempts: number } | { readonly ok: false; readonly attempts: number; readonly error: unknown };

export type RetryPolicy = {
  readonly attempts: number;
  /** Wait before the second try; doubled before each further one. */
  readonly delayMs: number;
  readonly sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `send` until it resolves or the tries are used up; never throws. */
export async function sendWithRetries(send: () => Promise<unknown>, policy: RetryPolicy): Promise<RetryOutcome> {
  const sleep = policy.sleep ?? wait;
  let error: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    try {
      await send();
      return { ok: true, attempts: attempt };
    } catch (caught) {
      error = caught;
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
