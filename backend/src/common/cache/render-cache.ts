/**
 * A bounded in-memory cache of rendered results (widget pages, feeds), least recently used out first. Its keys carry
 * everything the result depends on (see WidgetPagesService), including the render generation every instance reads
 * from the database, so a write makes new keys and no instance needs another's entries: correctness never waits on
 * anything else. Besides, the caches registered in the RenderCacheRegistry are cleared when a catalogue change is
 * notified (CatalogueChangeListener), which frees the entries a write made unreachable at once instead of leaving
 * them to age out. Entries also expire after `ttlMs`, since listings leave out occurrences that ended earlier today,
 * which no write announces.
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

  /** Entries held, expired ones included until they are asked for or pushed out. */
  get size(): number {
    return this.entries.size;
  }

  /** Drops every entry. */
  clear(): void {
    this.entries.clear();
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
