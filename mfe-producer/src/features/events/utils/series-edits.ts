import { WEEKDAY_CODES, type RecurrenceFrequency, type RecurrenceSeries, type WeekdayCode } from '@events/contracts/recurrence';

/** 0 = Monday, as WEEKDAY_CODES. */
export const weekdayOf = (date: string): WeekdayCode => WEEKDAY_CODES[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'MO';
export const positionOf = (date: string): number => Math.min(Math.ceil(Number(date.slice(8, 10)) / 7), 4);

/** The by-parts a frequency starts from, taken from the first date (a weekly rule on its weekday, and so on). */
export function withFrequency(series: RecurrenceSeries, frequency: RecurrenceFrequency): RecurrenceSeries {
  const base = { ...series, frequency, byweekday: [], bymonthday: [], bysetpos: [], bymonth: [], ruleFrequency: null, interval: 1 };
  switch (frequency) {
    case 'weekly':
      return { ...base, byweekday: [weekdayOf(series.dtstart)] };
    case 'monthlyBySetPos':
      return { ...base, byweekday: [weekdayOf(series.dtstart)], bysetpos: [positionOf(series.dtstart)] };
    case 'custom':
      return { ...base, ruleFrequency: 'WEEKLY', byweekday: [weekdayOf(series.dtstart)] };
    case 'once':
      return { ...base, end: { type: 'never' }, exdates: [] };
    default:
      return base;
  }
}

