import { datesForRange, validDate } from './metrics-range';

describe('metrics ranges', () => {
  it('counts presets back from today, today included', () => {
    expect(datesForRange('last_7', '2026-11-25', { start: '', end: '' })).toEqual({ startDate: '2026-11-19', endDate: '2026-11-25' });
    expect(datesForRange('last_year', '2026-11-25', { start: '', end: '' })).toEqual({ startDate: '2025-11-26', endDate: '2026-11-25' });
    expect(datesForRange('all', '2026-11-25', { start: '', end: '' })).toEqual({ startDate: null, endDate: null });
  });

  it('needs both custom dates, valid and in order, before anything is fetched', () => {
    expect(datesForRange('custom', '2026-11-25', { start: '2026-11-01', end: '' })).toBeNull();
    expect(datesForRange('custom', '2026-11-25', { start: '2026-02-30', end: '2026-03-02' })).toBeNull();
    expect(datesForRange('custom', '2026-11-25', { start: '2026-11-10', end: '2026-11-01' })).toBeNull();
    expect(datesForRange('custom', '2026-11-25', { start: '2026-11-01', end: '2026-11-10' })).toEqual({ startDate: '2026-11-01', endDate: '2026-11-10' });
    expect(validDate(' 2026-11-01 ')).toBe('2026-11-01');
    expect(validDate('11/01/2026')).toBeNull();
  });
});
