import type { OpenTime } from '@events/contracts/venues';
import { openingHoursRows, openNowStatus, venueWeekdayAt } from '@events/domain/open-now';
import { LIVE_STREAM_REFRESH_MS } from '@events/domain/live-stream';
import { useId } from 'react';
import { useNow } from '../../../hooks/use-now';

export type OpeningHoursProps = {
  openTimes: readonly OpenTime[];
  timeZone: string;
  /** Free-text hours the venue gives instead of or beside the table. */
  alternateTimes?: string;
};

/** "Open now" / "Closed now" in the venue's time zone; nothing when the venue gives no hours. */
export function OpenNowBadge({ openTimes, timeZone, now }: { openTimes: readonly OpenTime[]; timeZone: string; now: number }) {
  const status = openNowStatus(openTimes, timeZone, now);
  if (!status.known) return null;
  return (
    <span className={`open-now-badge open-now-badge--${status.open ? 'open' : 'closed'}`} data-testid="open-now-badge" data-open={status.open}>
      {status.open ? 'Open now' : 'Closed now'}
    </span>
  );
}

/**
 * The venue's opening hours (spec section 2), Monday to Sunday as the venue data numbers them (Monday = 0),
 * with today's row marked and the open-now badge computed in the venue's time zone (refreshed with the clock).
 */
export function OpeningHours({ openTimes, timeZone, alternateTimes = '' }: OpeningHoursProps) {
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
        Opening Hours <OpenNowBadge openTimes={openTimes} timeZone={timeZone} now={now} />
      </h2>
      {hasTable && (
        <table className="opening-hours__table">
          <caption className="ui-visually-hidden">Opening hours, Monday to Sunday</caption>
          <thead className="ui-visually-hidden">
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Hours</th>
            </tr>
          </thead>
          <tbody>
            {openingHoursRows(openTimes).map((row) => (
              <tr
                key={row.dayOfWeek}
                className={row.dayOfWeek === today ? 'opening-hours__today' : undefined}
                data-testid="opening-hours-row"
                data-closed={row.closed}
              >
                <th scope="row">
                  {row.day}
                  {row.dayOfWeek === today && <span className="opening-hours__today-label"> (today)</span>}
                </th>
                <td>{row.closed ? 'Closed' : row.hours.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {alternateTimes.trim() !== '' && <p className="opening-hours__alternate">{alternateTimes}</p>}
    </section>
  );
}
