import { analyticsPresetRange, customAnalyticsRange, formatDuration, validDateOrNull } from './analytics-range.js';

describe('analytics ranges', () => {
  const today = '2026-03-15';

  it('gives each preset its inclusive range', () => {
    expect(analyticsPresetRange('today', today)).toEqual({ start: today, end: today });
    expect(analyticsPresetRange('yesterday', today)).toEqual({ start: '2026-03-14', end: '2026-03-14' });
    expect(analyticsPresetRange('last-7', today)).toEqual({ start: '2026-03-09', end: today });
    expect(analyticsPresetRange('last-30', today)).toEqual({ start: '2026-02-14', end: today });
    expect(analyticsPresetRange('this-month', today)).toEqual({ start: '2026-03-01', end: today });
    expect(analyticsPresetRange('last-month', today)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(analyticsPresetRange('last-month', '2026-01-10')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });

  it('counts an invalid date as empty and needs both past dates in order', () => {
    expect(validDateOrNull('2026-02-30')).toBeNull();
    expect(validDateOrNull('03/01/2026')).toBeNull();
    expect(customAnalyticsRange('2026-03-01', '', today)).toBeNull();
    expect(customAnalyticsRange('2026-03-01', '2026-03-16', today)).toBeNull();
    expect(customAnalyticsRange('2026-03-10', '2026-03-01', today)).toBeNull();
    expect(customAnalyticsRange('2026-03-01', '2026-03-10', today)).toEqual({ start: '2026-03-01', end: '2026-03-10' });
  });

  it('shows durations as h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(75.4)).toBe('0:01:15');
    expect(formatDuration(3 * 3600 + 5)).toBe('3:00:05');
  });
});
