import { RenderCache } from './render-cache.js';

describe('RenderCache', () => {
  it('answers what was set until it expires', () => {
    const cache = new RenderCache<string>(10, 1000);
    cache.set('a', 'page a', 0);
    expect(cache.get('a', 999)).toBe('page a');
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.get('b', 0)).toBeUndefined();
  });

  it('drops the least recently used entry beyond its size', () => {
    const cache = new RenderCache<number>(2, 1000);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.get('a', 0);
    cache.set('c', 3, 0);
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toBe(1);
    expect(cache.get('c', 0)).toBe(3);
  });

  it('drops every entry on clear, and keeps working after', () => {
    const cache = new RenderCache<string>(10, 1000);
    cache.set('a', 'page a', 0);
    cache.set('b', 'page b', 0);
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.set('a', 'page a again', 0);
    expect(cache.get('a', 0)).toBe('page a again');
  });
});
