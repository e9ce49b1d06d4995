import { createIntl } from '@events/api-client/intl';
import { dateRangeLabel, localToday, thirtyDayWindow } from './date-range';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

describe('date ranges', () => {
  // 2026-11-18 is a Wednesday.
  const today = '2026-11-18';

  it('names presets and formats custom ranges', () => {
    expect(dateRangeLabel(intl, null, null, today)).toBe('Today');
    expect(dateRangeLabel(intl, null, null, today, 'Any Date')).toBe('Any Date');
    expect(dateRangeLabel(intl, '2026-11-19', '2026-11-19', today)).toBe('Tomorrow');
    expect(dateRangeLabel(intl, '2026-11-20', '2026-11-22', today)).toBe('This Weekend');
    expect(dateRangeLabel(intl, '2026-11-18', '2026-12-17', today)).toBe('Next 30 Days');
    expect(dateRangeLabel(intl, '2026-11-25', '2026-11-25', today)).toBe('Nov 25, 2026');
    expect(dateRangeLabel(intl, '2026-11-25', '2026-11-28', today)).toBe('Nov 25 – Nov 28, 2026');
    expect(dateRangeLabel(intl, '2026-12-30', '2027-01-02', today)).toBe('Dec 30, 2026 – Jan 2, 2027');
  });

  it('gives the keyword search and Explore More today through today plus 29', () => {
    expect(thirtyDayWindow(today)).toEqual({ start: '2026-11-18', end: '2026-12-17' });
  });

  it("reads the searcher's local date", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
