import { RenderCache } from './render-cache.js';
import { RenderCacheRegistry } from './render-cache-registry.js';

describe('RenderCacheRegistry', () => {
  it('answers the cache it registers, counts and clears the entries of all its caches', () => {
    const registry = new RenderCacheRegistry();
    const pages = new RenderCache<string>(10, 1000);
    const feeds = new RenderCache<number>(10, 1000);
    expect(registry.register(pages)).toBe(pages);
    registry.register(feeds);
    pages.set('a', 'page a', 0);
    pages.set('b', 'page b', 0);
    feeds.set('f', 1, 0);
    expect(registry.entryCount()).toBe(3);

    expect(registry.clearAll()).toBe(3);
    expect(registry.entryCount()).toBe(0);
    expect(pages.get('a', 0)).toBeUndefined();
    expect(feeds.get('f', 0)).toBeUndefined();
    expect(registry.clearAll()).toBe(0);
  });

  it('leaves caches alone that another registry (another app instance) holds', () => {
    const mine = new RenderCacheRegistry();
    const theirs = new RenderCacheRegistry();
    const own = mine.register(new RenderCache<string>(10, 1000));
    const other = theirs.register(new RenderCache<string>(10, 1000));
    own.set('a', 'mine', 0);
    other.set('a', 'theirs', 0);
    mine.clearAll();
    expect(own.get('a', 0)).toBeUndefined();
    expect(other.get('a', 0)).toBe('theirs');
  });
});
