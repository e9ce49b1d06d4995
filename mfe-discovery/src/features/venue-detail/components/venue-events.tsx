import { Button } from '@events/ui/button';
import { ErrorState } from '@events/ui/error-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { useId } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { useLocation } from '@events/router';
import { EventCard } from '../../../components/cards/event-card';
import { useVenueEvents } from '../api/get-venue-events';
import { commonMessages, errorMessages } from '../../../i18n/common-messages';

const messages = plainMessages(defineMessages({
  loading: { id: 'discovery.venueEvents.loading', defaultMessage: 'Loading events…' },
  empty: { id: 'discovery.venueEvents.empty', defaultMessage: 'No upcoming events.' },
  more: { id: 'discovery.venueEvents.more', defaultMessage: 'Show More' },
  title: { id: 'discovery.venueEvents.title', defaultMessage: 'Upcoming Events' },
  count: { id: 'discovery.venueEvents.count', defaultMessage: '({count, number})' },
  at: { id: 'discovery.venueEvents.at', defaultMessage: 'at {venue}' },
}));

/**
 * The venue's upcoming events (spec section 2): 4 shown, Show More loads 4 more while there are more. A failed
 * load says 'Failed to fetch event listings. Please try your request again.'
 */
export function VenueEvents({ venueId, venueName }: { venueId: number; venueName: string }) {
  const intl = useAppIntl();
  const headingId = useId();
  const { pathname } = useLocation();
  const { data, isPending, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = useVenueEvents(venueId);
  const events = data?.pages.flatMap((page) => page.results) ?? [];
  const total = data?.pages[0]?.pagination.totalItems ?? 0;

  let content;
  if (isPending) {
    content = <Spinner label={intl.formatMessage(messages.loading)} />;
  } else if (isError && !isFetchNextPageError) {
    content = <ErrorState message={intl.formatMessage(errorMessages.fetchEventListings)} onRetry={() => void refetch()} />;
  } else if (events.length === 0) {
    content = <p data-testid="venue-events-empty">{intl.formatMessage(messages.empty)}</p>;
  } else {
    content = (
      <>
        <ul className="venue-events__list" data-testid="venue-events">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} search={pathname} />
            </li>
          ))}
        </ul>
        {isFetchNextPageError && <ErrorState message={intl.formatMessage(errorMessages.fetchEventListings)} onRetry={() => void fetchNextPage()} />}
        {hasNextPage && !isFetchNextPageError && (
          <p className="venue-events__more">
            <Button variant="secondary" busy={isFetchingNextPage} onClick={() => void fetchNextPage()} data-testid="venue-events-more">
              {intl.formatMessage(isFetchingNextPage ? commonMessages.loading : messages.more)}
            </Button>
          </p>
        )}
      </>
    );
  }

  return (
    <section className="detail-section venue-events" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-section__title">
        {intl.formatMessage(messages.title)}
        {total > 0 && <span className="venue-events__count"> {intl.formatMessage(messages.count, { count: total })}</span>}
        <span className="ui-visually-hidden"> {intl.formatMessage(messages.at, { venue: venueName })}</span>
      </h2>
      {content}
    </section>
  );
}
