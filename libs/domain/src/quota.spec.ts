import { canAddAnyEvent, quotaLevel, quotaRatio, quotaText } from './quota.js';

const q = (used: number, allowed: number, canAdd = used < allowed) => ({ used, allowed, canAdd });

describe('quota bar', () => {
  it('is normal below half, warns from half and is full at the allowance', () => {
    expect(quotaLevel(q(0, 10))).toBe('normal');
    expect(quotaLevel(q(4, 10))).toBe('normal');
    expect(quotaLevel(q(5, 10))).toBe('warning');
    expect(quotaLevel(q(9, 10))).toBe('warning');
    expect(quotaLevel(q(10, 10))).toBe('full');
    expect(quotaLevel(q(12, 10))).toBe('full');
    expect(quotaLevel(q(0, 0))).toBe('full');
    expect(quotaLevel(null)).toBe('unlimited');
  });

  it('caps the ratio at 1', () => {
    expect(quotaRatio(q(3, 4))).toBe(0.75);
    expect(quotaRatio(q(12, 10))).toBe(1);
  });

  it("says it in the spec's words", () => {
    expect(quotaText(q(1, 3))).toBe('1 of 3 active event(s)');
    expect(quotaText(null)).toBe('No event limit');
  });

  it('allows Add Event while any venue can add', () => {
    expect(canAddAnyEvent([{ quota: q(3, 3) }, { quota: q(1, 3) }])).toBe(true);
    expect(canAddAnyEvent([{ quota: q(3, 3) }, { quota: null }])).toBe(true);
    expect(canAddAnyEvent([{ quota: q(3, 3) }, { quota: q(5, 5) }])).toBe(false);
    expect(canAddAnyEvent([])).toBe(true);
  });
});
