import { WIDGET_MESSAGES } from '@events/contracts/widgets-constants';
import type { WidgetEvents } from '@events/contracts/widgets';
import type { RefObject } from 'react';
import { widgetHref } from '../utils/widget-href';
import { WidgetControls } from './widget-controls';
import { WidgetEventCard } from './widget-event-card';
import { WidgetMonth } from './widget-month';
import { WidgetPager } from './widget-pager';

const FETCH_FAILED = 'Failed to fetch event listings. Please try your request again.';

export type WidgetPageProps = {
  /** null: no such calendar. */
  data: WidgetEvents | null;
  /** A page is being fetched (hydrated widget only). */
  loading?: boolean;
  /** The last page fetch failed (hydrated widget only). */
  failed?: boolean;
  onPage?: (page: number) => void;
  onRetry?: () => void;
  onOpen?: (eventId: number) => void;
  headingRef?: RefObject<HTMLHeadingElement | null>;
};

/**
 * The widget's whole page (public-discovery section 2, producer-and-account "Calendar widget"): the calendar's title,
 * a link to the same search on the full listing (the widget has no map), "Subscribe" (the calendar's iCalendar feed
 * for calendar apps), the controls the producer shows (List / Month, category chips), then its events twenty to a
 * page with paging links, or a month of them. The server renders it; the browser hydrates the same markup.
 */
export function WidgetPage({ data, loading = false, failed = false, onPage, onRetry, onOpen, headingRef }: WidgetPageProps) {
  if (data === null) {
    return (
      <main className="wc-page">
        <h1 className="wc-title">{WIDGET_MESSAGES.notFoundTitle}</h1>
        <p>{WIDGET_MESSAGES.notFound}</p>
      </main>
    );
  }
  return (
    <main className="wc-page" aria-busy={loading ? true : undefined}>
      <header className="wc-header">
        <h1 className="wc-title" ref={headingRef} tabIndex={-1}>
          {data.widget.title}
        </h1>
        <a className="wc-all" href={data.listingUrl} target="_blank" rel="noopener">
          {WIDGET_MESSAGES.fullListing}
        </a>
        {data.state === 'listing' && data.controls.subscribe ? (
          <a className="wc-all" href={data.calendarUrl} type="text/calendar" aria-label={`${WIDGET_MESSAGES.subscribe}: ${data.widget.title}`}>
            {WIDGET_MESSAGES.subscribe}
          </a>
        ) : null}
      </header>
      {data.state === 'listing' ? <WidgetControls data={data} /> : null}
      {data.state === 'lapsed' ? (
        <p className="wc-note" role="status">
          {WIDGET_MESSAGES.lapsed}
        </p>
      ) : data.month !== null ? (
        <WidgetMonth month={data.month} category={data.category} onOpen={onOpen} />
      ) : data.results.length === 0 ? (
        <p className="wc-note">{WIDGET_MESSAGES.noEvents}</p>
      ) : (
        <ul className="wc-list" aria-label={WIDGET_MESSAGES.eventsLabel}>
          {data.results.map((card) => (
            <WidgetEventCard key={card.id} card={card} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {failed ? (
        <div className="wc-note" role="alert">
          <p>{FETCH_FAILED}</p>
          <button type="button" className="wc-button" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : null}
      {data.state === 'listing' && data.month === null ? (
        <WidgetPager pagination={data.pagination} href={(page) => widgetHref({ view: 'list', category: data.category, page })} onPage={loading ? undefined : onPage} />
      ) : null}
    </main>
  );
}
