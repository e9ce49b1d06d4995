import { presetForRange, presetsFor, rangeForPreset } from './date-presets.js';

describe('date presets', () => {
  // 2026-11-18 is a Wednesday, 2026-11-20 a Friday, 2026-11-22 a Sunday.
  it('counts next-30 as today plus 29', () => {
    expect(rangeForPreset('next-30', '2026-11-18')).toEqual({ start: '2026-11-18', end: '2026-12-17' });
  });

  it('takes the coming Friday to Sunday as the weekend on a weekday', () => {
    expect(rangeForPreset('this-weekend', '2026-11-18')).toEqual({ start: '2026-11-20', end: '2026-11-22' });
  });

  it('starts the weekend today on Sunday', () => {
    expect(rangeForPreset('this-weekend', '2026-11-22')).toEqual({ start: '2026-11-22', end: '2026-11-22' });
  });

  it('drops next-3 on Friday, when it equals the weekend', () => {
    expect(presetsFor('2026-11-20')).not.toContain('next-3');
    expect(presetsFor('2026-11-18')).toContain('next-3');
  });

  it('crosses month and year ends', () => {
    expect(rangeForPreset('tomorrow', '2026-12-31')).toEqual({ start: '2027-01-01', end: '2027-01-01' });
  });

  it('names a range by its preset, or custom', () => {
    expect(presetForRange({ start: '2026-11-18', end: '2026-11-24' }, '2026-11-18')).toBe('next-7');
    expect(presetForRange({ start: '2026-11-18', end: '2026-11-25' }, '2026-11-18')).toBe('custom');
  });
});
