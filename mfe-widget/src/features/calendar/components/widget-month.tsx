import type { WidgetMonth as Month } from '@events/contracts/widgets';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { dayLabel, monthWeeks, weekdays, weekStartOf } from '../utils/month-weeks';
import { widgetHref } from '../utils/widget-href';

const messages = defineMessages({
  previousMonth: { id: 'widget.month.previousMonth', defaultMessage: 'Previous month' },
  nextMonth: { id: 'widget.month.nextMonth', defaultMessage: 'Next month' },
  noEventsMonth: { id: 'widget.month.noEventsMonth', defaultMessage: 'No events this month.' },
  moreInList: { id: 'widget.month.moreInList', defaultMessage: 'More dates this month are in the list.' },
  list: { id: 'widget.month.list', defaultMessage: 'List' },
});

export type WidgetMonthProps = {
  month: Month;
  category: number | null;
  /** The `?lang=` the page was asked in, which its links keep (issue 31). */
  lang?: string | null;
  onOpen?: (eventId: number) => void;
};

/**
 * The month view: a grid of the month's days (Sunday first in English, Monday first in Spanish), each with its events' times and names (links to the
 * event pages, in a new tab as the list's), and links to the months before and after. In a narrow frame the grid
 * reads as a list of the days that have events (widget-page.css).
 */
export function WidgetMonth({ month, category, lang = null, onOpen }: WidgetMonthProps) {
  const intl = useAppIntl();
  const weekStart = weekStartOf(intl.locale);
  const names = new Map(month.events.map((event) => [event.id, event]));
  const byDay = new Map<string, Month['dates']>();
  for (const date of month.dates) byDay.set(date.day, [...(byDay.get(date.day) ?? []), date]);
  const link = (to: string, label: string, rel: 'prev' | 'next') => (
    <a className="wc-month__page" href={widgetHref({ view: 'month', category, month: to, lang })} rel={rel}>
      {label}
    </a>
  );
  return (
    <section className="wc-month" aria-labelledby="wc-month-label">
      <div className="wc-month__nav">
        {month.previous ? link(month.previous, intl.formatMessage(messages.previousMonth), 'prev') : <span />}
        <h2 className="wc-month__label" id="wc-month-label">
          {month.label}
        </h2>
        {month.next ? link(month.next, intl.formatMessage(messages.nextMonth), 'next') : <span />}
      </div>
      {month.dates.length === 0 ? <p className="wc-note">{intl.formatMessage(messages.noEventsMonth)}</p> : null}
      <table className="wc-grid" aria-labelledby="wc-month-label">
        <thead>
          <tr>
            {weekdays(intl, weekStart).map((weekday) => (
              <th key={weekday.short} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month.month, weekStart).map((week) => (
            <tr key={week.find((day) => day !== null)}>
              {week.map((day, index) => {
                if (day === null) return <td key={`blank-${index}`} className="wc-day wc-day--blank" />;
                const dates = byDay.get(day) ?? [];
                const state = day < month.today ? ' wc-day--past' : day === month.today ? ' wc-day--today' : '';
                return (
                  <td key={day} className={`wc-day${dates.length > 0 ? ' wc-day--busy' : ''}${state}`}>
                    <span className="wc-day__number" aria-hidden="true">
                      {Number(day.slice(8))}
                    </span>
                    <span className="wc-day__label">{dayLabel(day, intl)}</span>
                    {dates.length > 0 ? (
                      <ul className="wc-day__events">
                        {dates.map((date) => {
                          const event = names.get(date.eventId);
                          return event ? (
                            <li key={`${date.eventId}-${date.time}`} data-event-id={event.id}>
                              <a href={event.url} target="_blank" rel="noopener" onClick={onOpen ? () => onOpen(event.id) : undefined}>
                                <span className="wc-day__time">{date.time}</span> {event.name}
                              </a>
                            </li>
                          ) : null;
                        })}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {month.truncated ? (
        <p className="wc-note">
          {intl.formatMessage(messages.moreInList)} <a href={widgetHref({ view: 'list', category, lang })}>{intl.formatMessage(messages.list)}</a>
        </p>
      ) : null}
    </section>
  );
}
