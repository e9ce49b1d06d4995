import { Injectable } from '@nestjs/common';
import type { RenderCache } from './render-cache.js';

/**
 * The render caches of one app instance, so a catalogue change notified by the database (CatalogueChangeListener)
 * clears them all at once. One registry per app, not per process: two instances in one process (as in the tests)
 * each clear their own.
 */
@Injectable()
export class RenderCacheRegistry {
  private readonly caches = new Set<RenderCache<unknown>>();

  /** Keeps `cache` to be cleared with the others, and answers it (for a field initialised in a constructor). */
  register<V>(cache: RenderCache<V>): RenderCache<V> {
    this.caches.add(cache);
    return cache;
  }

  /** Drops every entry of every registered cache; answers how many there were. */
  clearAll(): number {
    const dropped = this.entryCount();
    for (const cache of this.caches) cache.clear();
    return dropped;
  }

  /** Entries held by the registered caches together. */
  entryCount(): number {
    let count = 0;
    for (const cache of this.caches) count += cache.size;
    return count;
  }
}
