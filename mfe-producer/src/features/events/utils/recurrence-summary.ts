import type { RecurrenceSeries, WeekdayCode } from '@events/contracts/recurrence';
import { describeRecurrence, type RecurrencePattern } from '@events/domain/recurrence';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { monthName, weekdayName } from '../../../i18n/calendar-names';
import { formatShortDate } from './format-occurrence';
import { plainMessages } from '@events/ui/i18n/app-intl';

/**
 * The recurrence summary in the reader's language (issue 31): libs/domain describeRecurrence gives the parts, these
 * ICU messages word them (plurals, ordinals and selects, never pieces glued together); weekday and month names come
 * from Intl. The English messages say exactly what libs/domain summarizeRecurrence says.
 */
const messages = plainMessages(defineMessages({
  once: { id: 'producer.recurrence.summary.once', defaultMessage: 'Once' },
  onceOn: { id: 'producer.recurrence.summary.onceOn', defaultMessage: 'Once on {date}' },
  dateCount: { id: 'producer.recurrence.summary.dateCount', defaultMessage: '{count, plural, one {On # date} other {On # dates}}' },
  dates: { id: 'producer.recurrence.summary.dates', defaultMessage: 'On {dates}' },
  daily: { id: 'producer.recurrence.summary.daily', defaultMessage: '{interval, plural, =1 {Daily} other {Every # days}}' },
  weekly: { id: 'producer.recurrence.summary.weekly', defaultMessage: '{interval, plural, =1 {Every {weekdays}} other {Every # weeks on {weekdays}}}' },
  monthlyByDay: { id: 'producer.recurrence.summary.monthlyByDay', defaultMessage: '{interval, plural, =1 {Monthly on the {days}} other {Every # months on the {days}}}' },
  monthlyByPosition: {
    id: 'producer.recurrence.summary.monthlyByPosition',
    defaultMessage: '{interval, plural, =1 {Every {positions} {weekdays}} other {Every # months on the {positions} {weekdays}}}',
  },
  yearly: { id: 'producer.recurrence.summary.yearly', defaultMessage: '{interval, plural, =1 {Annually on {months} {days}} other {Every # years on {months} {days}}}' },
  dayOfMonth: { id: 'producer.recurrence.summary.dayOfMonth', defaultMessage: '{day, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}' },
  lastDayOfMonth: { id: 'producer.recurrence.summary.lastDayOfMonth', defaultMessage: 'last day' },
  dayFromEnd: { id: 'producer.recurrence.summary.dayFromEnd', defaultMessage: '{day, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} to last' },
  position: { id: 'producer.recurrence.summary.position', defaultMessage: '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}' },
  lastPosition: { id: 'producer.recurrence.summary.lastPosition', defaultMessage: 'last' },
  positionFromEnd: { id: 'producer.recurrence.summary.positionFromEnd', defaultMessage: '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} to last' },
  yearDay: { id: 'producer.recurrence.summary.yearDay', defaultMessage: '{day}' },
  list: { id: 'producer.recurrence.summary.list', defaultMessage: '{head} and {last}' },
  withEnd: {
    id: 'producer.recurrence.summary.withEnd',
    defaultMessage:
      '{pattern}{end, select, count {{count, plural, =1 {, once} other {, # times}}} until { until {until}} other {}}{exceptions, plural, =0 {} =1 {, except {exception}} other {, except # dates}}',
  },
}));

/** "Monday and Wednesday", "1st, 2nd and 3rd": a list worded by the catalogue (its "and"). */
function listOf(intl: IntlShape, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return intl.formatMessage(messages.list, { head: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}

function dayOfMonth(intl: IntlShape, day: number): string {
  if (day === -1) return intl.formatMessage(messages.lastDayOfMonth);
  if (day < -1) return intl.formatMessage(messages.dayFromEnd, { day: -day });
  return intl.formatMessage(messages.dayOfMonth, { day });
}

function position(intl: IntlShape, value: number): string {
  if (value === -1) return intl.formatMessage(messages.lastPosition);
  if (value < -1) return intl.formatMessage(messages.positionFromEnd, { position: -value });
  return intl.formatMessage(messages.position, { position: value });
}

function patternText(intl: IntlShape, pattern: RecurrencePattern): string {
  const weekdays = (codes: readonly WeekdayCode[]) => listOf(intl, codes.map((code) => weekdayName(intl, code)));
  switch (pattern.kind) {
    case 'once':
      return pattern.date === null ? intl.formatMessage(messages.once) : intl.formatMessage(messages.onceOn, { date: formatShortDate(intl, pattern.date) });
    case 'dateCount':
      return intl.formatMessage(messages.dateCount, { count: pattern.count });
    case 'dates':
      return intl.formatMessage(messages.dates, { dates: listOf(intl, pattern.dates.map((date) => formatShortDate(intl, date))) });
    case 'daily':
      return intl.formatMessage(messages.daily, { interval: pattern.interval });
    case 'weekly':
      return intl.formatMessage(messages.weekly, { interval: pattern.interval, weekdays: weekdays(pattern.weekdays) });
    case 'monthlyByDay':
      return intl.formatMessage(messages.monthlyByDay, { interval: pattern.interval, days: listOf(intl, pattern.days.map((day) => dayOfMonth(intl, day))) });
    case 'monthlyByPosition':
      return intl.formatMessage(messages.monthlyByPosition, {
        interval: pattern.interval,
        positions: listOf(intl, pattern.positions.map((p) => position(intl, p))),
        weekdays: weekdays(pattern.weekdays),
      });
    case 'yearly':
      return intl.formatMessage(messages.yearly, {
        interval: pattern.interval,
        months: listOf(intl, pattern.months.map((month) => monthName(intl, month))),
        days: listOf(intl, pattern.days.map((day) => intl.formatMessage(messages.yearDay, { day }))),
      });
  }
}

/**
 * "Every 2nd Tuesday until Jun 3, 2027" / "El segundo martes de cada mes, hasta el 3 jun 2027": a series' summary in
 * the reader's language.
 */
export function summarizeRecurrenceIn(intl: IntlShape, series: RecurrenceSeries): string {
  const { pattern, end, exdates } = describeRecurrence(series);
  return intl.formatMessage(messages.withEnd, {
    pattern: patternText(intl, pattern),
    end: end.type,
    count: end.type === 'count' ? end.count : 0,
    until: end.type === 'until' ? formatShortDate(intl, end.until) : '',
    exceptions: exdates.length,
    exception: exdates.length === 1 ? formatShortDate(intl, exdates[0] as string) : '',
  });
}
