import { DEFAULT_LANGUAGE } from '@events/contracts/languages';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { addDays } from '../../../../utils/date-range';

export type RangeCalendarProps = {
  start: string | null;
  end: string | null;
  /** Days before this (yyyy-MM-dd) cannot be chosen. */
  min?: string;
  /** First click: a new start (end cleared); second click on or after it: the end. */
  onChange: (range: { start: string; end: string | null }) => void;
  /** How many months are shown side by side (spec section 9: 2). */
  months?: number;
};

const messages = plainMessages(defineMessages({
  previousMonth: { id: 'discovery.rangeCalendar.previousMonth', defaultMessage: 'Previous month' },
  nextMonth: { id: 'discovery.rangeCalendar.nextMonth', defaultMessage: 'Next month' },
}));

/** The month buttons' decorative arrows (their names are visually hidden). */
const PREVIOUS_ARROW = '‹';
const NEXT_ARROW = '›';

const MONTH_TITLE = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
const DAY_NAME = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;
/** English's two-letter column heads, Sunday = 0. */
const ENGLISH_WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
/** 2023-01-01 was a Sunday: day `d` of the week (Sunday = 0) is this plus d days. */
const A_SUNDAY = Date.UTC(2023, 0, 1);

/**
 * The first day of the week in the reader's language, Sunday = 0: the locale's own (Intl week info where the browser
 * has it), else Sunday in English and Monday in the others (a Spanish calendar starts on Monday).
 */
function weekStartOf(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (firstDay !== undefined) return firstDay % 7;
  } catch {
    // An unknown tag: the fallback below.
  }
  return locale.split('-')[0] === DEFAULT_LANGUAGE ? 0 : 1;
}

/** The column heads, from the week's first day: a short and a full name each. */
function weekdayHeads(intl: IntlShape, weekStart: number): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const day = (weekStart + i) % 7;
    const instant = A_SUNDAY + day * 86_400_000;
    const long = intl.formatDate(instant, { weekday: 'long', timeZone: 'UTC' });
    const short = intl.locale === DEFAULT_LANGUAGE ? (ENGLISH_WEEKDAYS[day] ?? long) : intl.formatDate(instant, { weekday: 'short', timeZone: 'UTC' });
    return { short, long };
  });
}

const at = (date: string) => Date.parse(`${date}T00:00:00Z`);
const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

function addMonths(first: string, months: number): string {
  const d = new Date(at(first));
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

/** The weeks of a month, from the week's first day (Sunday = 0), with null for the days of the neighbouring months. */
function weeksOf(first: string, weekStart: number): (string | null)[][] {
  const d = new Date(at(first));
  const offset = (d.getUTCDay() - weekStart + 7) % 7;
  const days = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array<null>(offset).fill(null)];
  for (let day = 0; day < days; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * A 2-month calendar for a custom date range. Keyboard (grid pattern): the arrows move by a day or a week,
 * Home / End to the week's start or end, Page Up / Page Down by a month, Enter or Space chooses.
 */
export function RangeCalendar({ start, end, min, onChange, months = 2 }: RangeCalendarProps) {
  const intl = useAppIntl();
  const weekStart = weekStartOf(intl.locale);
  const heads = weekdayHeads(intl, weekStart);
  const [firstMonth, setFirstMonth] = useState(() => monthStart(start ?? min ?? new Date().toISOString().slice(0, 10)));
  const [focusDate, setFocusDate] = useState(start ?? min ?? firstMonth);
  const [focusWithin, setFocusWithin] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const shownMonths = Array.from({ length: months }, (_, i) => addMonths(firstMonth, i));
  const lastShown = addDays(addMonths(firstMonth, months), -1);

  // Keyboard focus follows the focused date once the user is inside the grid.
  useEffect(() => {
    if (!focusWithin) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, focusWithin, firstMonth]);

  const moveFocus = (date: string) => {
    const target = min && date < min ? min : date;
    if (target < firstMonth) setFirstMonth(monthStart(target));
    else if (target > lastShown) setFirstMonth(addMonths(monthStart(target), -(months - 1)));
    setFocusDate(target);
  };

  const choose = (date: string) => {
    if (min && date < min) return;
    const rangeComplete = end !== null && end !== start;
    if (!start || rangeComplete || date < start) onChange({ start: date, end: null });
    else onChange({ start, end: date });
    setFocusDate(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    // The day's place in the displayed week (0 = its first column).
    const weekday = (new Date(at(date)).getUTCDay() - weekStart + 7) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday),
      End: () => addDays(date, 6 - weekday),
      PageUp: () => addMonths(monthStart(date), -1).slice(0, 8) + date.slice(8),
      PageDown: () => addMonths(monthStart(date), 1).slice(0, 8) + date.slice(8),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    let next = move();
    // Page moves to a day the month lacks (31st) land on its last day.
    while (Number.isNaN(at(next)) || new Date(at(next)).toISOString().slice(0, 10) !== next) next = `${next.slice(0, 8)}${String(Number(next.slice(8)) - 1).padStart(2, '0')}`;
    moveFocus(next);
  };

  const inRange = (date: string) => start !== null && date >= start && date <= (end ?? start);
  const canGoBack = !min || firstMonth > monthStart(min);

  return (
    <div
      ref={gridRef}
      className="range-calendar"
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusWithin(false);
      }}
      data-testid="range-calendar"
    >
      <div className="range-calendar__nav">
        <button type="button" className="ui-button ui-button--secondary" onClick={() => setFirstMonth(addMonths(firstMonth, -1))} disabled={!canGoBack}>
          <span aria-hidden="true">{PREVIOUS_ARROW}</span>
          <span className="ui-visually-hidden">{intl.formatMessage(messages.previousMonth)}</span>
        </button>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => setFirstMonth(addMonths(firstMonth, 1))}>
          <span aria-hidden="true">{NEXT_ARROW}</span>
          <span className="ui-visually-hidden">{intl.formatMessage(messages.nextMonth)}</span>
        </button>
      </div>
      <div className="range-calendar__months">
        {shownMonths.map((month) => (
          <table key={month} className="range-calendar__month">
            <caption className="range-calendar__title">{intl.formatDate(at(month), MONTH_TITLE)}</caption>
            <thead>
              <tr>
                {heads.map(({ short, long }) => (
                  <th key={long} scope="col" abbr={long}>
                    {short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(month, weekStart).map((week, w) => (
                <tr key={`${month}-${w}`}>
                  {week.map((date, d) =>
                    date === null ? (
                      <td key={`${month}-${w}-${d}`} />
                    ) : (
                      <td key={date}>
                        <button
                          type="button"
                          data-date={date}
                          className={[
                            'range-calendar__day',
                            inRange(date) && 'range-calendar__day--in-range',
                            (date === start || date === (end ?? start)) && 'range-calendar__day--edge',
                          ]
                            .filter(Boolean)
                            .join(' ')}
                          tabIndex={date === focusDate ? 0 : -1}
                          disabled={Boolean(min && date < min)}
                          aria-pressed={inRange(date)}
                          aria-label={intl.formatDate(at(date), DAY_NAME)}
                          onClick={() => choose(date)}
                          onKeyDown={(event) => onKeyDown(event, date)}
                        >
                          {Number(date.slice(8))}
                        </button>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  );
}
