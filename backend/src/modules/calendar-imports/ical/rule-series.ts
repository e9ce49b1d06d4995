import { RULE_FREQUENCIES, WEEKDAY_CODES, type RecurrenceEnd, type RecurrenceSeries, type RuleFrequency, type WeekdayCode } from '@events/contracts/recurrence';
import type { LocalDate } from '@events/domain/local-time';

/**
 * An RRULE as a date entry's series (libs/contracts recurrence.ts), or null when the series cannot say the same:
 * the named frequencies where the rule fits one (the form shows them as such), `custom` with its FREQ otherwise.
 * The caller still checks the series against ical.js's own expansion (feed-series.ts); this only refuses what the
 * model has no words for (BYHOUR, BYWEEKNO, "2nd Tuesday and 3rd Thursday", INTERVAL over 99, COUNT over 1000).
 */

/** The parts of an RRULE this reads (what ical.js's Recur holds). */
export type RuleShape = {
  readonly freq: string;
  readonly interval: number;
  readonly count: number | null;
  /** ical.js numbering: 1 = Sunday, 2 = Monday. */
  readonly wkst: number;
  readonly parts: Readonly<Record<string, readonly (string | number)[] | undefined>>;
};

/** The first date and the wall-clock times of the series, already in the venue's terms. */
export type RuleStart = Pick<RecurrenceSeries, 'dtstart' | 'timeStart' | 'timeEnd'>;

const KEPT_PARTS: ReadonlySet<string> = new Set(['BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS']);
const MONDAY = 2;
const BYDAY_ITEM = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;

/** 0 = Monday. */
const weekdayOf = (date: LocalDate): WeekdayCode => WEEKDAY_CODES[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] as WeekdayCode;

/** Whole numbers in [min, max] without 0, or null when one is not. */
function numbersIn(values: readonly (string | number)[] | undefined, min: number, max: number): number[] | null {
  const out: number[] = [];
  for (const value of values ?? []) {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max || n === 0) return null;
    out.push(n);
  }
  return out;
}

/** BYDAY's weekdays and the position they share ("2TU" = TU at 2), or null for a mix the model cannot hold. */
function readByDay(values: readonly (string | number)[] | undefined): { days: WeekdayCode[]; position: number | null } | null {
  const days: WeekdayCode[] = [];
  const positions: (number | null)[] = [];
  for (const value of values ?? []) {
    const m = BYDAY_ITEM.exec(String(value).trim().toUpperCase());
    if (!m) return null;
    days.push(m[2] as WeekdayCode);
    positions.push(m[1] === undefined ? null : Number(m[1]));
  }
  const positioned = positions.filter((p) => p !== null);
  if (positioned.length === 0) return { days, position: null };
  // "2TU" is "TU with BYSETPOS=2" only alone: "1MO,3WE" picks from two sets, BYSETPOS from their union.
  if (days.length !== 1) return null;
  return { days, position: positioned[0] as number };
}

function endOf(rule: RuleShape, until: LocalDate | null): RecurrenceEnd | null {
  if (rule.count !== null && until !== null) return null;
  if (rule.count !== null) return Number.isInteger(rule.count) && rule.count >= 1 && rule.count <= 1000 ? { type: 'count', count: rule.count } : null;
  return until === null ? { type: 'never' } : { type: 'until', until };
}

export function seriesOfRule(rule: RuleShape, start: RuleStart, until: LocalDate | null): RecurrenceSeries | null {
  if (!(RULE_FREQUENCIES as readonly string[]).includes(rule.freq)) return null;
  const freq = rule.freq as RuleFrequency;
  const interval = rule.interval || 1;
  if (!Number.isInteger(interval) || interval < 1 || interval > 99) return null;
  for (const [name, values] of Object.entries(rule.parts)) if (values !== undefined && values.length > 0 && !KEPT_PARTS.has(name)) return null;
  const byday = readByDay(rule.parts['BYDAY']);
  const bymonthday = numbersIn(rule.parts['BYMONTHDAY'], -31, 31);
  const bymonth = numbersIn(rule.parts['BYMONTH'], 1, 12);
  let bysetpos = numbersIn(rule.parts['BYSETPOS'], -5, 5);
  const end = endOf(rule, until);
  if (byday === null || bymonthday === null || bymonth === null || bysetpos === null || end === null) return null;
  if (byday.position !== null) {
    if (bysetpos.length > 0 || (freq !== 'MONTHLY' && freq !== 'YEARLY') || Math.abs(byday.position) > 5 || byday.position === 0) return null;
    bysetpos = [byday.position];
  }
  // YEARLY;BYMONTHDAY=1 is the 1st of every month to RFC 5545 and rrule, of DTSTART's month only to ical.js.
  if (freq === 'YEARLY' && bymonthday.length > 0 && bymonth.length === 0) return null;
  const weekdays = byday.days;
  // The stored rule has no WKST; it changes which weeks count only for every-n-weeks rules on several days.
  if (freq === 'WEEKLY' && interval > 1 && weekdays.length > 1 && rule.wkst !== MONDAY) return null;

  const base: RecurrenceSeries = {
    frequency: 'custom',
    dtstart: start.dtstart,
    interval,
    byweekday: weekdays,
    bymonthday,
    bysetpos,
    bymonth,
    ruleFrequency: freq,
    end,
    exdates: [],
    rdates: [],
    timeStart: start.timeStart,
    timeEnd: start.timeEnd,
  };
  const named = (frequency: RecurrenceSeries['frequency'], parts: Partial<RecurrenceSeries>): RecurrenceSeries => ({
    ...base,
    byweekday: [],
    bymonthday: [],
    bysetpos: [],
    bymonth: [],
    ...parts,
    frequency,
    ruleFrequency: null,
  });
  const day = Number(start.dtstart.slice(8, 10));
  const month = Number(start.dtstart.slice(5, 7));
  const has = { weekday: weekdays.length > 0, monthday: bymonthday.length > 0, setpos: bysetpos.length > 0, month: bymonth.length > 0 };
  // The by-parts a named frequency leaves out are written from DTSTART, as iCalendar reads them, so the series
  // reads back from its stored text unchanged.
  switch (freq) {
    case 'DAILY':
      if (!has.weekday && !has.monthday && !has.setpos && !has.month) return named('daily', {});
      break;
    case 'WEEKLY':
      if (!has.monthday && !has.setpos && !has.month) return named('weekly', { byweekday: has.weekday ? weekdays : [weekdayOf(start.dtstart)] });
      break;
    case 'MONTHLY':
      if (!has.weekday && !has.setpos && !has.month) return named('monthlyByDate', { bymonthday: has.monthday ? bymonthday : [day] });
      if (has.weekday && has.setpos && !has.monthday && !has.month) return named('monthlyBySetPos', { byweekday: weekdays, bysetpos });
      break;
    case 'YEARLY':
      if (!has.weekday && !has.setpos) {
        return named('yearly', { bymonth: has.month ? bymonth : [month], bymonthday: has.monthday ? bymonthday : [day] });
      }
      break;
  }
  return base;
}
