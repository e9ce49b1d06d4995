import * as rruleModule from 'rrule';
import {
  RECURRENCE_FREQUENCIES,
  WEEKDAY_CODES,
  type RecurrenceEnd,
  type RecurrenceFrequency,
  type RecurrenceSeries,
  type RuleFrequency,
  type WeekdayCode,
} from '@events/contracts/recurrence';
import { addDaysToLocalDate, localToEpochMs, normalizeTime, secondsOfDay, type LocalDate } from './local-time.js';

/**
 * Recurrence series <-> the iCalendar text stored in event_dates.date_recur, expansion into local dates and
 * instants, and a readable summary.
 *
 * Expansion works on FLOATING local dates: rrule runs on UTC midnights without a tzid (its tzid handling
 * shifts dates), then each local date plus the series' wall-clock time becomes an instant in the venue's
 * zone (local-time.ts: a time in the spring-forward gap moves forward, an ambiguous one takes the earlier
 * instant). An end time earlier than the start ends the next day.
 */

type RRuleNamespace = typeof rruleModule;
/**
 * rrule is CommonJS: Node ESM sees its exports under `default`, bundlers as named exports. The namespace is read
 * through a plain value so a bundler's export check does not refuse the `default` it lacks.
 */
const rruleExports = rruleModule as unknown as { readonly RRule?: unknown; readonly default?: RRuleNamespace };
const rrule: RRuleNamespace = typeof rruleExports.RRule === 'function' ? rruleModule : (rruleExports.default as RRuleNamespace);
const { RRule } = rrule;

const DAY_MS = 86_400_000;

export type { RecurrenceFrequency, RecurrenceSeries, WeekdayCode };

/** One expanded occurrence: the venue-local day and the instants (epoch ms). */
export type ExpandedOccurrence = { localDay: LocalDate; startsAt: number; endsAt: number | null };

const FREQ_OF: Record<RuleFrequency, number> = {
  DAILY: RRule.DAILY,
  WEEKLY: RRule.WEEKLY,
  MONTHLY: RRule.MONTHLY,
  YEARLY: RRule.YEARLY,
};

/** The rule's FREQ for a frequency; `once` and a custom series without a rule have none. */
export function ruleFrequencyOf(series: Pick<RecurrenceSeries, 'frequency' | 'ruleFrequency'>): RuleFrequency | null {
  switch (series.frequency) {
    case 'once':
      return null;
    case 'daily':
      return 'DAILY';
    case 'weekly':
      return 'WEEKLY';
    case 'monthlyByDate':
    case 'monthlyBySetPos':
      return 'MONTHLY';
    case 'yearly':
      return 'YEARLY';
    case 'custom':
      return series.ruleFrequency;
  }
}

const compact = (date: LocalDate): string => date.replace(/-/g, '');
const expandCompact = (value: string): LocalDate => `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
const dayOfMonth = (date: LocalDate): number => Number(date.slice(8, 10));
const monthOf = (date: LocalDate): number => Number(date.slice(5, 7));
/** 0 = Monday. */
const weekdayIndexOf = (date: LocalDate): number => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The rule parts a series really uses (defaults filled from dtstart, as iCalendar would). */
function ruleParts(series: RecurrenceSeries): string[] | null {
  const freq = ruleFrequencyOf(series);
  if (freq === null) return null;
  const parts = [`FREQ=${freq}`];
  if (series.interval > 1) parts.push(`INTERVAL=${series.interval}`);
  const byday = series.byweekday;
  switch (series.frequency) {
    case 'weekly':
      parts.push(`BYDAY=${(byday.length > 0 ? byday : [WEEKDAY_CODES[weekdayIndexOf(series.dtstart)] as WeekdayCode]).join(',')}`);
      break;
    case 'monthlyByDate':
      parts.push(`BYMONTHDAY=${(series.bymonthday.length > 0 ? series.bymonthday : [dayOfMonth(series.dtstart)]).join(',')}`);
      break;
    case 'monthlyBySetPos': {
      const days = byday.length > 0 ? byday : [WEEKDAY_CODES[weekdayIndexOf(series.dtstart)] as WeekdayCode];
      const pos = series.bysetpos.length > 0 ? series.bysetpos : [Math.min(Math.ceil(dayOfMonth(series.dtstart) / 7), 4)];
      parts.push(`BYDAY=${days.join(',')}`, `BYSETPOS=${pos.join(',')}`);
      break;
    }
    case 'yearly':
      parts.push(`BYMONTH=${(series.bymonth.length > 0 ? series.bymonth : [monthOf(series.dtstart)]).join(',')}`);
      parts.push(`BYMONTHDAY=${(series.bymonthday.length > 0 ? series.bymonthday : [dayOfMonth(series.dtstart)]).join(',')}`);
      break;
    default:
      if (byday.length > 0) parts.push(`BYDAY=${byday.join(',')}`);
      if (series.bymonthday.length > 0) parts.push(`BYMONTHDAY=${series.bymonthday.join(',')}`);
      if (series.bymonth.length > 0) parts.push(`BYMONTH=${series.bymonth.join(',')}`);
      if (series.bysetpos.length > 0) parts.push(`BYSETPOS=${series.bysetpos.join(',')}`);
  }
  if (series.end.type === 'count') parts.push(`COUNT=${series.end.count}`);
  if (series.end.type === 'until') parts.push(`UNTIL=${compact(series.end.until)}`);
  return parts;
}

/**
 * The iCalendar text of a series (what event_dates.date_recur holds), e.g.
 *
 *     DTSTART;VALUE=DATE:20261201
 *     RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10
 *     EXDATE;VALUE=DATE:20261215,20261222
 */
export function toICalendar(series: RecurrenceSeries): string {
  const lines = [`DTSTART;VALUE=DATE:${compact(series.dtstart)}`];
  const parts = ruleParts(series);
  if (parts) lines.push(`RRULE:${parts.join(';')}`);
  if (series.exdates.length > 0) lines.push(`EXDATE;VALUE=DATE:${[...series.exdates].sort().map(compact).join(',')}`);
  if (series.rdates.length > 0) lines.push(`RDATE;VALUE=DATE:${[...series.rdates].sort().map(compact).join(',')}`);
  return lines.join('\n');
}

export class RecurrenceParseError extends Error {
  override readonly name = 'RecurrenceParseError';
}

const DATE_VALUE = /^(\d{8})(T\d{6}Z?)?$/;

function parseDateValue(value: string): LocalDate {
  const m = DATE_VALUE.exec(value.trim());
  if (!m) throw new RecurrenceParseError(`Not an iCalendar date: ${value}`);
  const date = expandCompact(m[1] as string);
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) throw new RecurrenceParseError(`Not a calendar date: ${value}`);
  return date;
}

const numbers = (value: string): number[] => value.split(',').map((v) => Number.parseInt(v, 10));

/** Reads the FREQ / BYxxx parts of an RRULE value into the series' options. */
function parseRule(value: string): Pick<RecurrenceSeries, 'interval' | 'byweekday' | 'bymonthday' | 'bysetpos' | 'bymonth' | 'end'> & { freq: RuleFrequency } {
  const out = {
    freq: 'DAILY' as RuleFrequency,
    interval: 1,
    byweekday: [] as WeekdayCode[],
    bymonthday: [] as number[],
    bysetpos: [] as number[],
    bymonth: [] as number[],
    end: { type: 'never' } as RecurrenceEnd,
  };
  for (const part of value.split(';')) {
    const [key = '', raw = ''] = part.split('=');
    switch (key.toUpperCase()) {
      case 'FREQ':
        if (!(raw in FREQ_OF)) throw new RecurrenceParseError(`Unsupported FREQ: ${raw}`);
        out.freq = raw as RuleFrequency;
        break;
      case 'INTERVAL':
        out.interval = Math.max(1, Number.parseInt(raw, 10) || 1);
        break;
      case 'COUNT':
        out.end = { type: 'count', count: Math.max(1, Number.parseInt(raw, 10) || 1) };
        break;
      case 'UNTIL':
        out.end = { type: 'until', until: parseDateValue(raw) };
        break;
      case 'BYDAY':
        for (const item of raw.split(',')) {
          const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item.trim().toUpperCase());
          if (!m) throw new RecurrenceParseError(`Bad BYDAY: ${item}`);
          out.byweekday.push(m[2] as WeekdayCode);
          if (m[1] !== undefined && !out.bysetpos.includes(Number(m[1]))) out.bysetpos.push(Number(m[1]));
        }
        break;
      case 'BYMONTHDAY':
        out.bymonthday = numbers(raw);
        break;
      case 'BYSETPOS':
        out.bysetpos = numbers(raw);
        break;
      case 'BYMONTH':
        out.bymonth = numbers(raw);
        break;
      case 'WKST':
      case '':
        break;
      default:
        throw new RecurrenceParseError(`Unsupported rule part: ${key}`);
    }
  }
  return out;
}

/** The frequency a rule reads as when the stored one is not known. */
function inferFrequency(rule: ReturnType<typeof parseRule> | null, rdates: readonly LocalDate[]): RecurrenceFrequency {
  if (rule === null) return rdates.length > 0 ? 'custom' : 'once';
  switch (rule.freq) {
    case 'DAILY':
      return rule.byweekday.length > 0 || rule.bymonthday.length > 0 || rule.bymonth.length > 0 ? 'custom' : 'daily';
    case 'WEEKLY':
      return rule.bymonthday.length > 0 || rule.bymonth.length > 0 ? 'custom' : 'weekly';
    case 'MONTHLY':
      if (rule.byweekday.length > 0 && rule.bysetpos.length > 0 && rule.bymonthday.length === 0) return 'monthlyBySetPos';
      return rule.byweekday.length === 0 && rule.bysetpos.length === 0 ? 'monthlyByDate' : 'custom';
    case 'YEARLY':
      return rule.byweekday.length === 0 && rule.bysetpos.length === 0 ? 'yearly' : 'custom';
  }
}

/**
 * Reads date_recur text (plus the row's frequency and times) back into a series. Accepts `DTSTART:yyyymmdd`
 * and `DTSTART;VALUE=DATE:yyyymmdd` (a date-time keeps only its date: the dates are floating).
 */
export function parseICalendar(
  text: string,
  times: { timeStart: string; timeEnd?: string | null },
  frequency?: RecurrenceFrequency,
): RecurrenceSeries {
  let dtstart: LocalDate | undefined;
  let rule: ReturnType<typeof parseRule> | null = null;
  const exdates: LocalDate[] = [];
  const rdates: LocalDate[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon === -1) throw new RecurrenceParseError(`Bad line: ${line}`);
    const name = (line.slice(0, colon).split(';')[0] ?? '').toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'DTSTART') dtstart = parseDateValue(value);
    else if (name === 'RRULE') rule = parseRule(value);
    else if (name === 'EXDATE') exdates.push(...value.split(',').map(parseDateValue));
    else if (name === 'RDATE') rdates.push(...value.split(',').map(parseDateValue));
    else throw new RecurrenceParseError(`Unsupported line: ${name}`);
  }
  if (dtstart === undefined) throw new RecurrenceParseError('DTSTART is missing');
  const freq = frequency && (RECURRENCE_FREQUENCIES as readonly string[]).includes(frequency) ? frequency : inferFrequency(rule, rdates);
  const parsed = rule as ReturnType<typeof parseRule> | null;
  return {
    frequency: freq,
    dtstart,
    interval: parsed?.interval ?? 1,
    byweekday: parsed?.byweekday ?? [],
    bymonthday: parsed?.bymonthday ?? [],
    bysetpos: parsed?.bysetpos ?? [],
    bymonth: parsed?.bymonth ?? [],
    ruleFrequency: freq === 'custom' ? (parsed?.freq ?? null) : null,
    end: parsed?.end ?? { type: 'never' },
    exdates: [...new Set(exdates)].sort(),
    rdates: [...new Set(rdates)].sort(),
    timeStart: normalizeTime(times.timeStart),
    timeEnd: times.timeEnd ? normalizeTime(times.timeEnd) : null,
  };
}

const utcMidnight = (date: LocalDate): Date => new Date(`${date}T00:00:00Z`);
const toLocalDate = (date: Date): LocalDate => date.toISOString().slice(0, 10);

/** A compiled series: expands local dates in any window. Build once, expand many windows. */
export type CompiledSeries = { readonly series: RecurrenceSeries; between(from: LocalDate, to: LocalDate): LocalDate[] };

/**
 * A DTSTART moved forward to just before `from` that yields the same dates from `from` on: whole periods of
 * the rule (interval x day / week / month / year), so week and month alignment are kept. Not for COUNT rules
 * (they count from the first date) nor for rules whose by-parts default to DTSTART's day.
 */
function fastForwardStart(series: RecurrenceSeries, freq: RuleFrequency, from: LocalDate): LocalDate {
  const start = series.dtstart;
  if (series.end.type === 'count' || from <= start) return start;
  const interval = series.interval;
  switch (freq) {
    case 'DAILY':
    case 'WEEKLY': {
      const period = freq === 'DAILY' ? interval : 7 * interval;
      if (freq === 'WEEKLY' && series.byweekday.length === 0 && series.frequency !== 'weekly') return start;
      const k = Math.floor(daysBetween(start, from) / period);
      return k > 0 ? addDaysToLocalDate(start, k * period) : start;
    }
    case 'MONTHLY': {
      if (series.frequency === 'custom' && series.bymonthday.length === 0 && series.byweekday.length === 0) return start;
      const months = (Number(from.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + monthOf(from) - monthOf(start);
      const k = Math.floor(months / interval);
      if (k <= 0) return start;
      const first = new Date(Date.UTC(Number(start.slice(0, 4)), monthOf(start) - 1 + k * interval, 1));
      return toLocalDate(first);
    }
    case 'YEARLY': {
      if (series.frequency === 'custom' && (series.bymonth.length === 0 || (series.bymonthday.length === 0 && series.byweekday.length === 0))) return start;
      const k = Math.floor((Number(from.slice(0, 4)) - Number(start.slice(0, 4))) / interval);
      return k > 0 ? `${String(Number(start.slice(0, 4)) + k * interval).padStart(4, '0')}-01-01` : start;
    }
  }
}

export function compileSeries(series: RecurrenceSeries): CompiledSeries {
  const freq = ruleFrequencyOf(series);
  const excluded = new Set(series.exdates);
  const options = freq === null ? null : RRule.parseString((ruleParts(series) ?? []).join(';'));
  // `once`: DTSTART is the occurrence; with a rule, DTSTART counts only if the rule produces it (rrule.js).
  const extra = freq === null ? [series.dtstart, ...series.rdates] : series.rdates;
  return {
    series,
    between(from, to) {
      const dates = new Set<LocalDate>();
      if (options && freq) {
        const rule = new RRule({ ...options, dtstart: utcMidnight(fastForwardStart(series, freq, from)), tzid: null });
        for (const d of rule.between(utcMidnight(from), utcMidnight(to), true)) dates.add(toLocalDate(d));
      }
      for (const d of extra) if (d >= from && d <= to) dates.add(d);
      return [...dates].filter((d) => !excluded.has(d)).sort();
    },
  };
}

/** The local dates of a series within [from, to] (inclusive, local dates). */
export function expandLocalDates(series: RecurrenceSeries, from: LocalDate, to: LocalDate): LocalDate[] {
  return compileSeries(series).between(from, to);
}

/** Instants of one local date of a series in `timeZone`: an end earlier than the start ends the next day. */
export function occurrenceOn(localDay: LocalDate, series: Pick<RecurrenceSeries, 'timeStart' | 'timeEnd'>, timeZone: string): ExpandedOccurrence {
  const startsAt = localToEpochMs(localDay, series.timeStart, timeZone);
  if (series.timeEnd === null) return { localDay, startsAt, endsAt: null };
  const nextDay = secondsOfDay(series.timeEnd) < secondsOfDay(series.timeStart);
  const endsAt = localToEpochMs(nextDay ? addDaysToLocalDate(localDay, 1) : localDay, series.timeEnd, timeZone);
  return { localDay, startsAt, endsAt: Math.max(endsAt, startsAt) };
}

/** The occurrences of a series whose local day lies in [from, to], as instants in the venue's zone. */
export function expandOccurrences(series: RecurrenceSeries | CompiledSeries, timeZone: string, from: LocalDate, to: LocalDate): ExpandedOccurrence[] {
  const compiled = 'between' in series ? series : compileSeries(series);
  return compiled.between(from, to).map((day) => occurrenceOn(day, compiled.series, timeZone));
}

/** True when the series can produce more than one date. */
export function isRepeating(series: Pick<RecurrenceSeries, 'frequency' | 'ruleFrequency' | 'rdates' | 'end'>): boolean {
  if (ruleFrequencyOf(series) === null) return series.rdates.length > 0;
  return !(series.end.type === 'count' && series.end.count === 1 && series.rdates.length === 0);
}

/**
 * What a series' summary says, as structured parts (no words): the front ends word it with ICU messages in the
 * reader's language (mfe-producer's recurrence-summary), summarizeRecurrence words it in English.
 *
 * - `once`: a single date (`date`, or none known); `dateCount`: that many dates without a rule; `dates`: the
 *   listed dates of a custom series without a rule;
 * - `daily`: every `interval` days; `weekly`: on `weekdays`, every `interval` weeks;
 * - `monthlyByDay`: on `days` of the month (-1 the last day, -2 the one before...), every `interval` months;
 * - `monthlyByPosition`: on the `positions` (1 first ... -1 last) `weekdays` of the month, every `interval` months;
 * - `yearly`: on `days` of `months` (1 = January), every `interval` years.
 */
export type RecurrencePattern =
  | { readonly kind: 'once'; readonly date: LocalDate | null }
  | { readonly kind: 'dateCount'; readonly count: number }
  | { readonly kind: 'dates'; readonly dates: readonly LocalDate[] }
  | { readonly kind: 'daily'; readonly interval: number }
  | { readonly kind: 'weekly'; readonly interval: number; readonly weekdays: readonly WeekdayCode[] }
  | { readonly kind: 'monthlyByDay'; readonly interval: number; readonly days: readonly number[] }
  | { readonly kind: 'monthlyByPosition'; readonly interval: number; readonly positions: readonly number[]; readonly weekdays: readonly WeekdayCode[] }
  | { readonly kind: 'yearly'; readonly interval: number; readonly months: readonly number[]; readonly days: readonly number[] };

/** A series' summary in parts: its pattern, its end (a rule's only: a series without one has none), its exceptions. */
export type RecurrenceDescription = {
  readonly pattern: RecurrencePattern;
  readonly end: RecurrenceEnd;
  readonly exdates: readonly LocalDate[];
};

/** The parts of a series' summary (summarizeRecurrence's English words them; a front end words them in its language). */
export function describeRecurrence(series: RecurrenceSeries): RecurrenceDescription {
  const parts = ruleParts(series);
  const freq = ruleFrequencyOf(series);
  const weekdays = series.byweekday.length > 0 ? series.byweekday : [WEEKDAY_CODES[weekdayIndexOf(series.dtstart)] as WeekdayCode];
  let pattern: RecurrencePattern;
  if (parts === null || freq === null) {
    if (series.frequency === 'custom' && series.rdates.length > 0) pattern = { kind: 'dates', dates: [series.dtstart, ...series.rdates] };
    else if (series.frequency === 'once' && series.rdates.length === 0) pattern = { kind: 'once', date: series.dtstart };
    else if (series.rdates.length > 0) pattern = { kind: 'dateCount', count: series.rdates.length + (series.frequency === 'once' ? 1 : 0) };
    else pattern = { kind: 'once', date: null };
  } else if (series.frequency === 'daily' || (freq === 'DAILY' && series.byweekday.length === 0)) {
    pattern = { kind: 'daily', interval: series.interval };
  } else if (freq === 'DAILY') {
    pattern = { kind: 'weekly', interval: 1, weekdays };
  } else if (freq === 'WEEKLY') {
    pattern = { kind: 'weekly', interval: series.interval, weekdays };
  } else if (freq === 'MONTHLY') {
    const setPos = series.frequency === 'monthlyBySetPos' || (series.bysetpos.length > 0 && series.byweekday.length > 0);
    if (setPos) {
      const positions = series.bysetpos.length > 0 ? series.bysetpos : [Math.min(Math.ceil(dayOfMonth(series.dtstart) / 7), 4)];
      pattern = { kind: 'monthlyByPosition', interval: series.interval, positions, weekdays };
    } else {
      pattern = { kind: 'monthlyByDay', interval: series.interval, days: series.bymonthday.length > 0 ? series.bymonthday : [dayOfMonth(series.dtstart)] };
    }
  } else {
    pattern = {
      kind: 'yearly',
      interval: series.interval,
      months: series.bymonth.length > 0 ? series.bymonth : [monthOf(series.dtstart)],
      days: series.bymonthday.length > 0 ? series.bymonthday : [dayOfMonth(series.dtstart)],
    };
  }
  return { pattern, end: freq === null ? { type: 'never' } : series.end, exdates: series.exdates };
}

const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function ordinal(n: number): string {
  if (n === -1) return 'last';
  if (n < -1) return `${ordinal(-n)} to last`;
  const mod100 = n % 100;
  const suffix = mod100 >= 11 && mod100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "Dec 1, 2026" */
function shortDate(date: LocalDate): string {
  return `${(MONTH_NAMES[monthOf(date) - 1] ?? '').slice(0, 3)} ${dayOfMonth(date)}, ${date.slice(0, 4)}`;
}

function every(interval: number, one: string, many: string): string {
  return interval > 1 ? `Every ${interval} ${many}` : one;
}

/** The English words of a pattern (summarizeRecurrence). */
function englishPattern(pattern: RecurrencePattern): string {
  switch (pattern.kind) {
    case 'once':
      return pattern.date === null ? 'Once' : `Once on ${shortDate(pattern.date)}`;
    case 'dateCount':
      return `On ${pattern.count} dates`;
    case 'dates':
      return `On ${listOf(pattern.dates.map(shortDate))}`;
    case 'daily':
      return every(pattern.interval, 'Daily', 'days');
    case 'weekly': {
      const weekdays = listOf(pattern.weekdays.map((d) => WEEKDAY_NAMES[d]));
      return pattern.interval > 1 ? `Every ${pattern.interval} weeks on ${weekdays}` : `Every ${weekdays}`;
    }
    case 'monthlyByPosition': {
      // "Every 2nd Tuesday" reads better than "Monthly on the 2nd Tuesday" (the issue's own example).
      const on = `${listOf(pattern.positions.map(ordinal))} ${listOf(pattern.weekdays.map((d) => WEEKDAY_NAMES[d]))}`;
      return pattern.interval > 1 ? `${every(pattern.interval, 'Monthly', 'months')} on the ${on}` : `Every ${on}`;
    }
    case 'monthlyByDay':
      return `${every(pattern.interval, 'Monthly', 'months')} on the ${listOf(pattern.days.map((d) => (d === -1 ? 'last day' : ordinal(d))))}`;
    case 'yearly':
      return `${every(pattern.interval, 'Annually', 'years')} on ${listOf(pattern.months.map((m) => MONTH_NAMES[m - 1] ?? ''))} ${listOf(pattern.days.map(String))}`;
  }
}

/**
 * A readable summary of a series, in English (the backend's event form payload and feeds): "Once", "Daily",
 * "Every Tuesday", "Every 2 weeks on Monday and Wednesday", "Monthly on the 15th", "Every 2nd Friday", "Every last
 * Sunday", "Every 2 months on the 1st Monday", "Annually on July 4", followed by ", 10 times" or " until Jan 31,
 * 2027" and ", except 2 dates". The English wording of describeRecurrence's parts; the producer's screens word the
 * same parts in the reader's language.
 */
export function summarizeRecurrence(series: RecurrenceSeries): string {
  const { pattern, end, exdates } = describeRecurrence(series);
  let text = englishPattern(pattern);
  if (end.type === 'count') text += end.count === 1 ? ', once' : `, ${end.count} times`;
  if (end.type === 'until') text += ` until ${shortDate(end.until)}`;
  if (exdates.length > 0) text += `, except ${exdates.length === 1 ? shortDate(exdates[0] as LocalDate) : `${exdates.length} dates`}`;
  return text;
}

/** Days from `a` to `b` (local dates). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return Math.round((utcMidnight(b).getTime() - utcMidnight(a).getTime()) / DAY_MS);
}
