import { adNetworkPosition, adPosition } from './ad-position';
import { insertAds } from './ad-slots';

const kinds = (items: ReturnType<typeof insertAds<string>>) => items.map((i) => (i.type === 'result' ? i.item : i.type));

describe('insertAds', () => {
  it('places both slots before the results at their positions', () => {
    expect(kinds(insertAds(['a', 'b', 'c', 'd'], 1, 3))).toEqual(['a', 'ad', 'b', 'c', 'network', 'd']);
    expect(kinds(insertAds(['a', 'b', 'c'], 3, 2))).toEqual(['a', 'b', 'network', 'c', 'ad']);
  });

  it('puts the search ad first when both share a position, and the end is a position', () => {
    expect(kinds(insertAds(['a', 'b'], 2, 2))).toEqual(['a', 'b', 'ad', 'network']);
  });

  it('leaves out a slot that is null or out of range', () => {
    expect(kinds(insertAds(['a', 'b'], null, 2))).toEqual(['a', 'b', 'network']);
    expect(kinds(insertAds(['a', 'b'], 1, null))).toEqual(['a', 'ad', 'b']);
    expect(kinds(insertAds(['a'], 5, -1))).toEqual(['a']);
    expect(kinds(insertAds([], 0, null))).toEqual(['ad']);
  });

  it('keeps the results in order with their indexes', () => {
    const results = insertAds(['a', 'b', 'c'], 0, 2).filter((i) => i.type === 'result');
    expect(results.map((i) => (i.type === 'result' ? i.index : -1))).toEqual([0, 1, 2]);
  });

  it('never puts the network unit among the first two results, wherever the first ad goes', () => {
    for (const r of [0, 0.2, 0.5, 0.99]) {
      for (const count of [2, 3, 10, 20]) {
        const items = kinds(insertAds([...Array(count).keys()].map(String), adPosition(count, true, () => r), adNetworkPosition(count, () => r)));
        const results = items.slice(0, items.indexOf('network')).filter((k) => k !== 'ad');
        expect(results.length).toBeGreaterThanOrEqual(2);
      }
    }
  });
});
