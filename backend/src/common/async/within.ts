/** The error `within` rejects with when the work it waits for takes longer than it allows. */
export class DeadlineExceededError extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'DeadlineExceededError';
  }
}

/**
 * `work`, or a DeadlineExceededError once `ms` have passed without its answer. The work itself goes on: whoever
 * started it still has it (a render kept for the next page, a probe's connection).
 */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DeadlineExceededError(ms)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
