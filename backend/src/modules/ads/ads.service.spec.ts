import { hasCookie } from './ads.controller.js';
import { pickWeighted } from './ads.service.js';

describe('pickWeighted', () => {
  const items = [
    { id: 1, weight: 1 },
    { id: 2, weight: 3 },
  ];

  it('draws in proportion to weight', () => {
    expect(pickWeighted(items, 0)?.id).toBe(1);
    expect(pickWeighted(items, 0.249)?.id).toBe(1);
    expect(pickWeighted(items, 0.25)?.id).toBe(2);
    expect(pickWeighted(items, 0.999999)?.id).toBe(2);
  });

  it('gives nothing from nothing', () => {
    expect(pickWeighted([], 0.5)).toBeUndefined();
  });
});

describe('hasCookie', () => {
  it('finds a cookie by exact name', () => {
    expect(hasCookie('a=1; ad_seen=1; b=2', 'ad_seen')).toBe(true);
    expect(hasCookie('ad_seen_other=1; xad_seen=1', 'ad_seen')).toBe(false);
    expect(hasCookie(undefined, 'ad_seen')).toBe(false);
  });
});
