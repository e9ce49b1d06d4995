/**
 * The reads a write's checks make of the database (the category, the venue, the right to post for it, the plan),
 * each made once for as long as one write, or one bulk write, lasts: an import asks them of every event it adds.
 */
export class WriteLookups {
  private readonly reads = new Map<string, Promise<unknown>>();

  once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let pending = this.reads.get(key) as Promise<T> | undefined;
    if (pending === undefined) {
      pending = read();
      this.reads.set(key, pending);
    }
    return pending;
  }
}
