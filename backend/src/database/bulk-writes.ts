/** The batching of the bulk write paths (the occurrence expansion, the demo seed). */

/** The items in consecutive batches of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Runs `work` over the items with at most `limit` running at once; the first failure is thrown. */
export async function forEachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      try {
        await work(items[next++] as T);
      } catch (error) {
        next = items.length; // the other workers stop after their current item
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
}
