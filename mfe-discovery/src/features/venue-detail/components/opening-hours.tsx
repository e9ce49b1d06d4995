import type { OpenTime } from '@events/contracts/venues';
import { DEFAULT_LANGUAGE } from '@events/contracts/languages';
import { openingHoursRows, openNowStatus, venueWeekdayAt, type OpeningHoursRow } from '@events/domain/open-now';
import { secondsOfDay } from '@events/domain/local-time';
import { LIVE_STREAM_REFRESH_MS } from '@events/domain/live-stream';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId } from 'react';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { useNow } from '../../../hooks/use-now';
import { commonMessages } from '../../../i18n/common-messages';

const messages = plainMessages(defineMessages({
  closedNow: { id: 'discovery.openingHours.closedNow', defaultMessage: 'Closed now' },
  title: { id: 'discovery.openingHours.title', defaultMessage: 'Opening Hours' },
  caption: { id: 'discovery.openingHours.caption', defaultMessage: 'Opening hours, Monday to Sunday' },
  day: { id: 'discovery.openingHours.day', defaultMessage: 'Day' },
  hours: { id: 'discovery.openingHours.hours', defaultMessage: 'Hours' },
  today: { id: 'discovery.openingHours.today', defaultMessage: '(today)' },
  closed: { id: 'discovery.openingHours.closed', defaultMessage: 'Closed' },
  allDay: { id: 'discovery.openingHours.allDay', defaultMessage: 'Open 24 hours' },
}));

/** 2024-01-01 was a Monday: the venue data's day 0. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/** A `HH:mm[:ss]` clock time in the reader's language ("9:00 AM", "9:00"). */
function clockTime(intl: IntlShape, time: string | null): string | null {
  if (time === null) return null;
  try {
    return intl.formatTime(secondsOfDay(time) * 1000, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  } catch {
    return null;
  }
}

/**
 * A row's day and hours in the reader's language. English reads as the domain words them ("Monday", "9:00 AM – 5:00
 * PM"); another language names the day and the times with the locale, from the same entries in the same order.
 */
function localRow(intl: IntlShape, row: OpeningHoursRow, openTimes: readonly OpenTime[]): { day: string; hours: readonly string[] } {
  if (intl.locale === DEFAULT_LANGUAGE) return row;
  const dayName = intl.formatDate(A_MONDAY + row.dayOfWeek * 86_400_000, { weekday: 'long', timeZone: 'UTC' });
  const hours = openTimes
    .filter((entry) => entry.dayOfWeek === row.dayOfWeek && !entry.closed)
    .map((entry) => ({ entry, from: clockTime(intl, entry.timeStart), to: clockTime(intl, entry.timeEnd) }))
    .filter((item) => item.from !== null && item.to !== null)
    .sort((a, b) => secondsOfDay(a.entry.timeStart ?? '00:00') - secondsOfDay(b.entry.timeStart ?? '00:00'))
    .map((item) => (item.entry.timeStart === item.entry.timeEnd || item.from === item.to ? intl.formatMessage(messages.allDay) : `${item.from} – ${item.to}`));
  return { day: dayName.charAt(0).toLocaleUpperCase(intl.locale) + dayName.slice(1), hours: hours.length === row.hours.length ? hours : row.hours };
}

export type OpeningHoursProps = {
  openTimes: readonly OpenTime[];
  timeZone: string;
  /** Free-text hours the venue gives instead of or beside the table. */
  alternateTimes?: string;
};

/** "Open now" / "Closed now" in the venue's time zone; nothing when the venue gives no hours. */
export function OpenNowBadge({ openTimes, timeZone, now }: { openTimes: readonly OpenTime[]; timeZone: string; now: number }) {
  const intl = useAppIntl();
  const status = openNowStatus(openTimes, timeZone, now);
  if (!status.known) return null;
  return (
    <span className={`open-now-badge open-now-badge--${status.open ? 'open' : 'closed'}`} data-testid="open-now-badge" data-open={status.open}>
      {intl.formatMessage(status.open ? commonMessages.openNow : messages.closedNow)}
    </span>
  );
}

/**
 * The venue's opening hours (spec section 2), Monday to Sunday as the venue data numbers them (Monday = 0),
 * with today's row marked and the open-now badge computed in the venue's time zone (refreshed with the clock).
 */
export function OpeningHours({ openTimes, timeZone, alternateTimes = '' }: OpeningHoursProps) {
  const intl = useAppIntl();
  const headingId = useId();
  const now = useNow(LIVE_STREAM_REFRESH_MS);
  const hasTable = openTimes.length > 0;
  if (!hasTable && alternateTimes.trim() === '') return null;
  let today: number | null = null;
  try {
    today = venueWeekdayAt(now, timeZone);
  } catch {
    today = null;
  }
  return (
    <section className="detail-section opening-hours" aria-labelledby={headingId} data-testid="opening-hours">
      <h2 id={headingId} className="detail-section__title">
        {intl.formatMessage(messages.title)} <OpenNowBadge openTimes={openTimes} timeZone={timeZone} now={now} />
      </h2>
      {hasTable && (
        <table className="opening-hours__table">
          <caption className="ui-visually-hidden">{intl.formatMessage(messages.caption)}</caption>
          <thead className="ui-visually-hidden">
            <tr>
              <th scope="col">{intl.formatMessage(messages.day)}</th>
              <th scope="col">{intl.formatMessage(messages.hours)}</th>
            </tr>
          </thead>
          <tbody>
            {openingHoursRows(openTimes).map((row) => ({ row, shown: localRow(intl, row, openTimes) })).map(({ row, shown }) => (
              <tr
                key={row.dayOfWeek}
                className={row.dayOfWeek === today ? 'opening-hours__today' : undefined}
                data-testid="opening-hours-row"
                data-closed={row.closed}
              >
                <th scope="row">
                  {shown.day}
                  {row.dayOfWeek === today && <span className="opening-hours__today-label"> {intl.formatMessage(messages.today)}</span>}
                </th>
                <td>{row.closed ? intl.formatMessage(messages.closed) : shown.hours.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {alternateTimes.trim() !== '' && <p className="opening-hours__alternate">{alternateTimes}</p>}
    </section>
  );
}
