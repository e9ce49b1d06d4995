import type { Occurrence } from '@events/contracts/events';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useId, useRef, useState, type PointerEvent } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { commonMessages } from '../../../i18n/common-messages';
import { formatOccurrence } from '../../../utils/format-occurrence';

const messages = plainMessages(defineMessages({
  title: { id: 'discovery.upcomingDates.title', defaultMessage: 'Upcoming Dates' },
  pages: { id: 'discovery.upcomingDates.pages', defaultMessage: 'Pages of upcoming dates' },
  page: { id: 'discovery.upcomingDates.page', defaultMessage: 'Dates page {page} of {pages}' },
}));

/** Spec sections 2 and 9: upcoming dates on the event page, 3 per page. */
export const UPCOMING_DATES_PER_PAGE = 3;
/** A horizontal drag at least this long (px) turns the page. */
const SWIPE_MIN_PX = 40;

export type UpcomingDatesProps = {
  occurrences: readonly Occurrence[];
  timeZone: string;
};

/**
 * The event's upcoming dates, 3 per page: a swipe left or right turns the page (pointer events, so touch, pen
 * and mouse alike), and a row of dots (buttons named "Dates page 2 of 4") jumps to a page.
 */
export function UpcomingDates({ occurrences, timeZone }: UpcomingDatesProps) {
  const intl = useAppIntl();
  const headingId = useId();
  const [page, setPage] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const dates = occurrences.map((o) => formatOccurrence(intl, o, timeZone)).filter((d) => d !== null);
  const pages = Math.max(1, Math.ceil(dates.length / UPCOMING_DATES_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = dates.slice(current * UPCOMING_DATES_PER_PAGE, (current + 1) * UPCOMING_DATES_PER_PAGE);

  const onPointerDown = (event: PointerEvent<HTMLOListElement>) => {
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    // A swipe that ends past the list (a shorter last page, a long drag) still turns the page.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerUp = (event: PointerEvent<HTMLOListElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    setPage(Math.max(0, Math.min(pages - 1, current + (dx < 0 ? 1 : -1))));
  };

  return (
    <section className="detail-section upcoming-dates" aria-labelledby={headingId} data-testid="upcoming-dates">
      <h2 id={headingId} className="detail-section__title">
        {intl.formatMessage(messages.title)}
      </h2>
      {dates.length === 0 ? (
        <p>{intl.formatMessage(commonMessages.noUpcomingDates)}</p>
      ) : (
        <>
          <ol
            className="upcoming-dates__list"
            aria-live="polite"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              start.current = null;
            }}
            data-page={current + 1}
          >
            {shown.map((date) => (
              <li key={date.start} className="upcoming-dates__item" data-testid="upcoming-date">
                <time dateTime={date.start} className="upcoming-dates__day">
                  {date.day}
                </time>
                <span className="upcoming-dates__times">{date.times}</span>
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <div className="upcoming-dates__dots" role="group" aria-label={intl.formatMessage(messages.pages)}>
              {Array.from({ length: pages }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  className="upcoming-dates__dot"
                  aria-label={intl.formatMessage(messages.page, { page: i + 1, pages })}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => setPage(i)}
                  data-testid="upcoming-dates-dot"
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
