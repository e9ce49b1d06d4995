import type { WidgetMonth as Month } from '@events/contracts/widgets';
import { WIDGET_MESSAGES } from '@events/contracts/widgets-constants';
import { dayLabel, monthWeeks, WEEKDAYS } from '../utils/month-weeks';
import { widgetHref } from '../utils/widget-href';

export type WidgetMonthProps = {
  month: Month;
  category: number | null;
  onOpen?: (eventId: number) => void;
};

/**
 * The month view: a Sunday-first grid of the month's days, each with its events' times and names (links to the
 * event pages, in a new tab as the list's), and links to the months before and after. In a narrow frame the grid
 * reads as a list of the days that have events (widget-page.css).
 */
export function WidgetMonth({ month, category, onOpen }: WidgetMonthProps) {
  const names = new Map(month.events.map((event) => [event.id, event]));
  const byDay = new Map<string, Month['dates']>();
  for (const date of month.dates) byDay.set(date.day, [...(byDay.get(date.day) ?? []), date]);
  const link = (to: string, label: string, rel: 'prev' | 'next') => (
    <a className="wc-month__page" href={widgetHref({ view: 'month', category, month: to })} rel={rel}>
      {label}
    </a>
  );
  return (
    <section className="wc-month" aria-labelledby="wc-month-label">
      <div className="wc-month__nav">
        {month.previous ? link(month.previous, WIDGET_MESSAGES.previousMonth, 'prev') : <span />}
        <h2 className="wc-month__label" id="wc-month-label">
          {month.label}
        </h2>
        {month.next ? link(month.next, WIDGET_MESSAGES.nextMonth, 'next') : <span />}
      </div>
      {month.dates.length === 0 ? <p className="wc-note">{WIDGET_MESSAGES.noEventsMonth}</p> : null}
      <table className="wc-grid" aria-labelledby="wc-month-label">
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.short} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month.month).map((week) => (
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
                    <span className="wc-day__label">{dayLabel(day)}</span>
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
          {WIDGET_MESSAGES.moreInList} <a href={widgetHref({ view: 'list', category })}>List</a>
        </p>
      ) : null}
    </section>
  );
}
