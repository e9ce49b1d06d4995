import { adNetworkPosition, adPosition, insertAd } from './ad-position';

describe('adPosition', () => {
  it('puts the first ad of a session at position 1 when there is more than one result', () => {
    expect(adPosition(20, true, () => 0.99)).toBe(1);
    expect(adPosition(2, true, () => 0)).toBe(1);
  });

  it('places other ads at a random position, ends included', () => {
    expect(adPosition(20, false, () => 0)).toBe(0);
    expect(adPosition(20, false, () => 0.999)).toBe(20);
    expect(adPosition(20, false, () => 0.5)).toBe(10);
    // A single result: the session rule does not apply.
    expect([0, 1]).toContain(adPosition(1, true, () => 0.7));
  });

  it('shows no ad without results', () => {
    expect(adPosition(0, true)).toBeNull();
  });
});

describe('adNetworkPosition', () => {
  it('is random from position 2 onward', () => {
    expect(adNetworkPosition(20, () => 0)).toBe(2);
    expect(adNetworkPosition(20, () => 0.999)).toBe(20);
    expect(adNetworkPosition(1, () => 0.5)).toBeNull();
  });
});

describe('insertAd', () => {
  it('inserts the slot before the result at the position', () => {
    expect(insertAd(['a', 'b', 'c'], 1).map((e) => (e.type === 'ad' ? 'AD' : e.item))).toEqual(['a', 'AD', 'b', 'c']);
    expect(insertAd(['a'], null)).toHaveLength(1);
    expect(insertAd(['a'], 1).at(-1)).toEqual({ type: 'ad' });
  });
});
