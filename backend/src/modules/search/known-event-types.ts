/**
 * Category ids confirmed to exist. Categories are only ever added (seeded by name at start-up; nothing deletes
 * one), so an id found once stays valid: each is looked up once per process instead of on every filtered search.
 * Only ids found in the table are kept, so the set never outgrows the table.
 */
export class KnownEventTypes {
  private readonly known = new Set<number>();

  /** The ids not confirmed yet, for the database to answer. */
  unconfirmed(ids: readonly number[]): number[] {
    return ids.filter((id) => !this.known.has(id));
  }

  /** Records the asked ids the database did not report unknown. */
  confirm(asked: readonly number[], unknown: readonly number[]): void {
    for (const id of asked) if (!unknown.includes(id)) this.known.add(id);
  }
}
