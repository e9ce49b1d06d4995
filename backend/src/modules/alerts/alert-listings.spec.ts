import type { EventCard } from '@events/contracts/events';
import { runKeywordMatches, runListingCache } from './alert-listings.js';

const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }) as EventCard);

describe('runListingCache', () => {
  it('lists a key once', async () => {
    const cache = runListingCache(10, 100);
    let listed = 0;
    const list = async () => {
      listed++;
      return cards(2);
    };
    const [first, second] = await Promise.all([cache('a', list), cache('a', list)]);
    expect(await cache('a', list)).toBe(first);
    expect(second).toBe(first);
    expect(listed).toBe(1);
  });

  it('drops the least recently used listings beyond its bounds', async () => {
    const cache = runListingCache(10, 5);
    await cache('a', async () => cards(2));
    await cache('b', async () => cards(2));
    await cache('a', async () => cards(9));
    await cache('c', async () => cards(2));
    expect(await cache('a', async () => cards(9))).toHaveLength(2);
    expect(await cache('b', async () => cards(3))).toHaveLength(3);
  });

  it('forgets a listing that failed', async () => {
    const cache = runListingCache(10, 100);
    await expect(cache('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('a', async () => cards(1))).toHaveLength(1);
  });
});

describe('runKeywordMatches', () => {
  it('reads a keyword once per run and keeps its matches among the new events', async () => {
    const asked: string[] = [];
    const matches = runKeywordMatches([1, 2, 3], async (keyword) => {
      asked.push(keyword);
      return keyword === 'jazz:*' ? [2, 3, 40] : null;
    }, 10);
    expect([...((await matches('jazz:*')) ?? [])]).toEqual([2, 3]);
    expect([...((await matches('jazz:*')) ?? [])]).toEqual([2, 3]);
    expect(await matches('music:*')).toBeNull();
    expect(asked).toEqual(['jazz:*', 'music:*']);
  });
});
