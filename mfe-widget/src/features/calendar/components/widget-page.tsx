import type { WidgetEvents } from '@events/contracts/widgets';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import type { RefObject } from 'react';
import { defineMessage, defineMessages } from '@events/api-client/intl';
import { widgetHref } from '../utils/widget-href';
import { WidgetControls } from './widget-controls';
import { WidgetEventCard } from './widget-event-card';
import { WidgetMonth } from './widget-month';
import { WidgetPager } from './widget-pager';

export const widgetPageMessages = defineMessages({
  notFoundTitle: { id: 'widget.page.notFoundTitle', defaultMessage: 'Calendar not found' },
  notFound: { id: 'widget.page.notFound', defaultMessage: 'This address does not name a calendar.' },
  fullListing: { id: 'widget.page.fullListing', defaultMessage: 'See all events' },
  subscribe: { id: 'widget.page.subscribe', defaultMessage: 'Subscribe' },
  lapsed: { id: 'widget.page.lapsed', defaultMessage: 'This calendar is not available right now.' },
  noEvents: { id: 'widget.page.noEvents', defaultMessage: 'No events match this calendar right now.' },
  eventsLabel: { id: 'widget.page.eventsLabel', defaultMessage: 'Events' },
  fetchFailed: { id: 'widget.page.fetchFailed', defaultMessage: 'Failed to fetch event listings. Please try your request again.' },
  tryAgain: { id: 'widget.page.tryAgain', defaultMessage: 'Try again' },
});
const messages = widgetPageMessages;
const subscribeLabel = defineMessage<{ title: string }>({ id: 'widget.page.subscribeLabel', defaultMessage: 'Subscribe: {title}' });

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
  const intl = useAppIntl();
  if (data === null) {
    return (
      <main className="wc-page">
        <h1 className="wc-title">{intl.formatMessage(messages.notFoundTitle)}</h1>
        <p>{intl.formatMessage(messages.notFound)}</p>
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
          {intl.formatMessage(messages.fullListing)}
        </a>
        {data.state === 'listing' && data.controls.subscribe ? (
          <a className="wc-all" href={data.calendarUrl} type="text/calendar" aria-label={intl.formatMessage(subscribeLabel, { title: data.widget.title })}>
            {intl.formatMessage(messages.subscribe)}
          </a>
        ) : null}
      </header>
      {data.state === 'listing' ? <WidgetControls data={data} /> : null}
      {data.state === 'lapsed' ? (
        <p className="wc-note" role="status">
          {intl.formatMessage(messages.lapsed)}
        </p>
      ) : data.month !== null ? (
        <WidgetMonth month={data.month} category={data.category} lang={data.lang} onOpen={onOpen} />
      ) : data.results.length === 0 ? (
        <p className="wc-note">{intl.formatMessage(messages.noEvents)}</p>
      ) : (
        <ul className="wc-list" aria-label={intl.formatMessage(messages.eventsLabel)}>
          {data.results.map((card) => (
            <WidgetEventCard key={card.id} card={card} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {failed ? (
        <div className="wc-note" role="alert">
          <p>{intl.formatMessage(messages.fetchFailed)}</p>
          <button type="button" className="wc-button" onClick={onRetry}>
            {intl.formatMessage(messages.tryAgain)}
          </button>
        </div>
      ) : null}
      {data.state === 'listing' && data.month === null ? (
        <WidgetPager pagination={data.pagination} href={(page) => widgetHref({ view: 'list', category: data.category, page, lang: data.lang })} onPage={loading ? undefined : onPage} />
      ) : null}
    </main>
  );
}
