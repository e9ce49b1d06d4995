/**
 * A bounded in-memory cache of rendered results (widget pages, feeds), least recently used out first. Its keys carry
 * everything the result depends on (see WidgetPagesService), including the render generation every instance reads
 * from the database, so an entry is never invalidated in place: a write makes new keys and old entries age out, and
 * no instance needs another's entries. Entries also expire after `ttlMs`, since listings leave out occurrences that
 * ended earlier today, which no write announces.
 */
export class RenderCache<V> {
  private readonly entries = new Map<string, { readonly value: V; readonly expires: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }
}
