import { ERRORS } from '@events/contracts/messages';
import { Button } from '@events/ui/button';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { useId } from 'react';
import { useLocation } from '@events/router';
import { EventCard } from '../../../components/cards/event-card';
import { useVenueEvents } from '../api/get-venue-events';

/**
 * The venue's upcoming events (spec section 2): 4 shown, Show More loads 4 more while there are more. A failed
 * load says 'Failed to fetch event listings. Please try your request again.'
 */
export function VenueEvents({ venueId, venueName }: { venueId: number; venueName: string }) {
  const headingId = useId();
  const { pathname } = useLocation();
  const { data, isPending, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = useVenueEvents(venueId);
  const events = data?.pages.flatMap((page) => page.results) ?? [];
  const total = data?.pages[0]?.pagination.totalItems ?? 0;

  let content;
  if (isPending) {
    content = <Spinner label="Loading events…" />;
  } else if (isError && !isFetchNextPageError) {
    content = <ErrorState message={ERRORS.fetchEventListings} onRetry={() => void refetch()} />;
  } else if (events.length === 0) {
    content = <p data-testid="venue-events-empty">No upcoming events.</p>;
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
        {isFetchNextPageError && <ErrorState message={ERRORS.fetchEventListings} onRetry={() => void fetchNextPage()} />}
        {hasNextPage && !isFetchNextPageError && (
          <p className="venue-events__more">
            <Button variant="secondary" busy={isFetchingNextPage} onClick={() => void fetchNextPage()} data-testid="venue-events-more">
              {isFetchingNextPage ? 'Loading…' : 'Show More'}
            </Button>
          </p>
        )}
      </>
    );
  }

  return (
    <section className="detail-section venue-events" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-section__title">
        Upcoming Events{total > 0 && <span className="venue-events__count"> ({total})</span>}
        <span className="ui-visually-hidden"> at {venueName}</span>
      </h2>
      {content}
    </section>
  );
}
