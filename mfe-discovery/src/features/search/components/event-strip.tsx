import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { useId, useMemo } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { Link } from '@events/router';
import { EventCard } from '../../../components/cards/event-card';
import { hasParsableStart } from '../../../utils/card-format';
import { useEventListing } from '../api/get-event-listing';
import { addDays, thirtyDayWindow } from '../../../utils/date-range';
import { useDistanceUnits } from '@events/ui/use-search-preferences';
import { useInitialSearchLocation } from '../../../hooks/use-initial-search-location';
import { useToday } from '../../../hooks/use-page-render';
import { useViewerKey } from '../hooks/use-listing-search';
import type { DistanceUnit } from '@events/contracts/reference';
import { apiQueryOf, EMPTY_SEARCH, listingHref, type ListingApiQuery, type SearchLocation } from '../../../utils/search-state';
import { commonMessages, errorMessages } from '../../../i18n/common-messages';

const messages = plainMessages(defineMessages({
  emptyMessage: { id: 'discovery.eventStrip.emptyMessage', defaultMessage: 'Explore more dates on the events page.' },
  title: { id: 'discovery.eventStrip.title', defaultMessage: 'Happening soon' },
  explore: { id: 'discovery.eventStrip.explore', defaultMessage: 'Explore More' },
}));

/** Cards of the homepage strip (spec section 2: 3 by default). */
export const EVENT_STRIP_SIZE = 3;

/** The strip's listing call: today's and tomorrow's featured events around `location`. */
export function eventStripQuery(location: SearchLocation, today: string, count: number, units: DistanceUnit): ListingApiQuery {
  return apiQueryOf({ ...EMPTY_SEARCH, location, dateStart: today, dateEnd: addDays(today, 1), pageSize: count }, 'events', units);
}

/**
 * The homepage event strip: the first featured events of today and tomorrow near the visitor's location, and
 * Explore More, which opens the events page for 29 days ahead (today through today plus 29).
 */
export function EventStrip({ count = EVENT_STRIP_SIZE }: { count?: number }) {
  const intl = useAppIntl();
  const headingId = useId();
  const units = useDistanceUnits();
  const { viewer } = useViewerKey();
  const today = useToday();
  const location = useInitialSearchLocation();
  const query = useMemo(() => eventStripQuery(location, today, count, units), [location, today, count, units]);
  const { data, isPending, isError, refetch } = useEventListing(query, viewer);
  const range = thirtyDayWindow(today);
  const exploreHref = listingHref({ ...EMPTY_SEARCH, location, dateStart: range.start, dateEnd: range.end }, 'events');
  const cards = (data?.results ?? []).filter(hasParsableStart).slice(0, count);

  let content;
  if (isPending) content = <Spinner />;
  else if (isError) content = <ErrorState message={intl.formatMessage(errorMessages.fetchEventListings)} onRetry={() => void refetch()} />;
  else if (cards.length === 0) content = <EmptyState title={intl.formatMessage(commonMessages.noEventsFound)} headingLevel={3} message={intl.formatMessage(messages.emptyMessage)} />;
  else
    content = (
      <ul className="event-strip__list" data-testid="event-strip">
        {cards.map((event, index) => (
          <li key={event.id}>
            <EventCard event={event} distanceUnits={units} imagePriority={index === 0} className="event-card--stacked" />
          </li>
        ))}
      </ul>
    );

  return (
    <section className="event-strip ui-section" aria-labelledby={headingId}>
      <div className="event-strip__header">
        <h2 id={headingId} className="ui-section__title">
          {intl.formatMessage(messages.title)}
        </h2>
        <Link to={exploreHref} className="ui-button ui-button--secondary">
          {intl.formatMessage(messages.explore)}
        </Link>
      </div>
      {content}
    </section>
  );
}
