import { isSignUpRequired } from '../utils/sign-up-required';
import type { AdNetwork, SearchAd } from '@events/contracts/ads';
import { useLanguage } from '@events/api-client/language';
import type { EventCard as EventCardData } from '@events/contracts/events';
import type { Language } from '@events/contracts/languages';
import type { Venue } from '@events/contracts/venues';
import { EmptyState } from '@events/ui/empty-state';
import { ErrorState } from '@events/ui/error-state';
import { REGION_TIME_ZONE } from '@events/contracts/reference';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { defineMessages } from '@events/api-client/intl';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@events/router';
import { adNetworkPosition, adPosition } from '../utils/ad-position';
import { insertAds } from '../utils/ad-slots';
import { useAdNetwork } from '../api/get-ad-network';
import { useSearchAd } from '../api/get-search-ad';
import { EventCard } from '../../../components/cards/event-card';
import { VenueCard } from './venue-card';
import { hasParsableStart } from '../../../utils/card-format';
import { detailHref } from '../../../utils/detail-href';
import { localizedName } from '@events/ui/i18n/localized-content';
import { useEventListing } from '../api/get-event-listing';
import { FilterBar } from './filters/filter-bar';
import { NoScriptFilters } from './filters/no-script-filters';
import { useEventTypes } from '@events/api-client/event-types';
import { addDays, dateRangeLabel } from '../../../utils/date-range';
import { usePageRender, useToday } from '../../../hooks/use-page-render';
import { useAddressEntries, useDistanceUnits } from '@events/ui/use-search-preferences';
import { useLocationName } from '../hooks/use-location-name';
import { errorMessages } from '../../../i18n/common-messages';
import { LazyResultsMap } from '../../../components/map/lazy-results-map';
import type { MapMarker } from '../../../components/map/marker-groups';
import { useVenueListing } from '../api/get-venue-listing';
import { useListingSearch, useViewerKey } from '../hooks/use-listing-search';
import { resultSummary } from '../utils/result-summary';
import { apiQueryOf, EMPTY_SEARCH, listingHref, type ListingKind, type SearchState } from '../../../utils/search-state';
import { KeywordBox } from './keyword-box';
import { AdNetworkUnit } from './ad-network-unit';
import { LazySearchAdCard } from './lazy-ad-units';
import { PaginationNav } from './pagination-nav';
import { SignUpPrompt } from './sign-up-prompt';
import { SortMenu } from './sort-menu';
import { VenueSubmissionLinks } from './venue-submission-links';
import { PHONE_QUERY, useMediaQuery } from '@events/ui/use-media-query';
import './listing-page.css';

const messages = plainMessages(defineMessages({
  title: { id: 'discovery.listing.title', defaultMessage: '{kind, select, venues {Venues} other {Events}}' },
  emptyTitle: { id: 'discovery.listing.emptyTitle', defaultMessage: '{kind, select, venues {No venues found.} other {No events found.}}' },
  emptyMessage: { id: 'discovery.listing.emptyMessage', defaultMessage: 'Try widening your search: a larger distance, more dates or fewer filters.' },
  clearFilters: { id: 'discovery.listing.clearFilters', defaultMessage: 'Clear filters' },
  pastLastTitle: { id: 'discovery.listing.pastLastTitle', defaultMessage: '{kind, select, venues {No venues on this page.} other {No events on this page.}}' },
  pastLastMessage: { id: 'discovery.listing.pastLastMessage', defaultMessage: 'The results end on page {last}.' },
  lastPage: { id: 'discovery.listing.lastPage', defaultMessage: 'Go to page {last}' },
  offline: { id: 'discovery.listing.offline', defaultMessage: 'Offline: showing results from {time}' },
  near: { id: 'discovery.listing.near', defaultMessage: '{kind, select, venues {Venues near {place}} other {Events near {place}}}' },
  results: { id: 'discovery.listing.results', defaultMessage: 'Results' },
  map: { id: 'discovery.listing.map', defaultMessage: '{kind, select, venues {Map of venues} other {Map of events}}' },
}));

export type ListingPageProps = {
  kind: ListingKind;
  /**
   * Shown beside the result summary (the events list's "Save this search"). The route table passes it, so this
   * feature composes with another feature's control without importing it.
   */
  headerAction?: (state: SearchState) => ReactNode;
};

type Listing<T> = { results: T[]; pagination: { curPage: number; totalPages: number; totalItems: number } };

/** 14:05: when an offline copy of the results was received, in the region's time as the listings' dates are. */
const REGION_CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: REGION_TIME_ZONE } as const;

/**
 * The events list (/events/) or the venues list (/venues/), spec section 2: result summary, sort menu,
 * filter bar, cards (with the events' advertisement), pagination and a map of the results. The whole search
 * lives in the address.
 */
export function ListingPage({ kind, headerAction }: ListingPageProps) {
  const intl = useAppIntl();
  const { state, href, locating, locationError } = useListingSearch(kind);
  const phone = useMediaQuery(PHONE_QUERY);
  const navigate = useNavigate();
  const units = useDistanceUnits();
  const eventTypes = useEventTypes();
  const addresses = useAddressEntries();
  const { viewer, sessionLoading } = useViewerKey();
  const today = useToday();
  const apiQuery = useMemo(() => apiQueryOf(state, kind, units), [state, kind, units]);

  // A range beyond tomorrow is refused to anonymous visitors: wait for the user context before asking.
  const lastDay = state.dateEnd ?? state.dateStart ?? today;
  const waitForSession = (sessionLoading && lastDay > addDays(today, 1)) || locating;
  const events = useEventListing(apiQuery, viewer, { enabled: kind === 'events' && !waitForSession });
  const venues = useVenueListing(apiQuery, viewer, { enabled: kind === 'venues' && !waitForSession });
  const listing = kind === 'events' ? events : venues;
  const ad = useSearchAd(apiQuery, kind === 'events' && events.isSuccess);
  // The second, ad-network unit: asked for once the first cards are in, so it never holds them up.
  const adNetwork = useAdNetwork(kind === 'events' && events.isSuccess);

  const data = listing.data as Listing<EventCardData | Venue> | undefined;
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const locationName = useLocationName(state.location, addresses);
  const dateLabel = kind === 'events' || state.dateStart ? dateRangeLabel(intl, state.dateStart, state.dateEnd, today) : null;

  // After following a page link, reading continues at the summary (the results' heading). Filters and the sort
  // menu keep focus on their own button.
  const focusSummary = useRef(false);
  useEffect(() => {
    if (!focusSummary.current) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  }, [href]);

  // The map's code is requested only once the first cards are on screen.
  const [mapWanted, setMapWanted] = useState(false);
  const hasData = data !== undefined;
  useEffect(() => {
    if (!hasData || mapWanted) return undefined;
    const timer = setTimeout(() => setMapWanted(true), 0);
    return () => clearTimeout(timer);
  }, [hasData, mapWanted]);

  const onApply = (next: SearchState, options?: { replace: boolean }) => void navigate(listingHref(next, kind), options);
  const pageHref = (page: number) => listingHref({ ...state, page }, kind);

  let body;
  const signUp = listing.isError && isSignUpRequired(listing.error);
  if (waitForSession || (listing.isPending && !signUp)) {
    body = <Spinner />;
  } else if (signUp) {
    const tomorrow = addDays(today, 1);
    body = <SignUpPrompt next={href} shortRangeHref={listingHref({ ...state, dateStart: today, dateEnd: tomorrow, page: 1 }, kind)} />;
  } else if (listing.isError || !data) {
    body = <ErrorState message={intl.formatMessage(errorMessages.fetchListings)} onRetry={() => void listing.refetch()} />;
  } else if (data.results.length === 0 && data.pagination.curPage > data.pagination.totalPages && data.pagination.totalPages > 0) {
    // A page past the last one (an address edited by hand, or results that shrank since): the way back to the last.
    const last = data.pagination.totalPages;
    body = (
      <EmptyState title={intl.formatMessage(messages.pastLastTitle, { kind })} message={intl.formatMessage(messages.pastLastMessage, { last })}>
        <Link to={pageHref(last)} className="ui-button ui-button--secondary">
          {intl.formatMessage(messages.lastPage, { last })}
        </Link>
      </EmptyState>
    );
  } else if (data.results.length === 0) {
    body = (
      <EmptyState
        title={intl.formatMessage(messages.emptyTitle, { kind })}
        message={intl.formatMessage(messages.emptyMessage)}
      >
        <Link to={listingHref({ ...EMPTY_SEARCH, location: state.location, widget: state.widget }, kind)} className="ui-button ui-button--secondary">
          {intl.formatMessage(messages.clearFilters)}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <ResultList
        kind={kind}
        data={data}
        ad={kind === 'events' ? (ad.data ?? null) : null}
        adNetwork={kind === 'events' && adNetwork.data?.kind !== 'none' ? (adNetwork.data ?? null) : null}
        units={units}
        search={href}
        busy={listing.isFetching && listing.isPlaceholderData}
        pagination={
          <PaginationNav
            current={data.pagination.curPage}
            total={data.pagination.totalPages}
            hrefFor={pageHref}
            onNavigate={() => {
              focusSummary.current = true;
            }}
          />
        }
      />
    );
  }

  const language = useLanguage();
  const markers = useMemo(() => (data ? markersOf(kind, data.results, href, language) : []), [data, kind, href, language]);
  const showSummary = data !== undefined && !listing.isError && !waitForSession;

  return (
    <div className={`listing listing--${kind}`}>
      <div className="listing__top">
        <h1 className="listing__title">{intl.formatMessage(messages.title, { kind })}</h1>
        <KeywordBox className="listing__keyword" />
      </div>
      {/* On a phone: one row of the 'Filters' button and the sort menu, stuck to the top while scrolling. */}
      <div className={phone ? 'listing__filter-row listing__filter-row--phone' : 'listing__filter-row'} data-testid="filter-row">
        <FilterBar kind={kind} state={state} onApply={onApply} />
        {phone && <SortMenu kind={kind} state={state} />}
      </div>
      <NoScriptFilters kind={kind} state={state} units={units} eventTypes={eventTypes.data ?? []} />
      {locationError && (
        <p className="listing__location-error" role="alert">
          {intl.formatMessage(errorMessages.geolocation)}
        </p>
      )}
      {listing.offlineCopyAt && (
        <p className="listing__offline" role="status">
          {intl.formatMessage(messages.offline, { time: intl.formatTime(listing.offlineCopyAt, REGION_CLOCK) })}
        </p>
      )}
      <div className="listing__header">
        <h2 ref={summaryRef} tabIndex={-1} className="listing__summary" aria-live="polite" data-testid="result-summary">
          {showSummary
            ? resultSummary(intl, { kind, state, total: data.pagination.totalItems, units, locationName, dateLabel })
            : intl.formatMessage(messages.near, { kind, place: locationName })}
        </h2>
        {headerAction?.(state)}
        {!phone && <SortMenu kind={kind} state={state} />}
      </div>
      <div className="listing__layout">
        <section
          className="listing__results"
          aria-label={intl.formatMessage(messages.results)}
          data-testid="results"
          data-state={listing.isFetching || waitForSession ? 'loading' : 'ready'}
        >
          {body}
          {kind === 'venues' && !state.widget && !waitForSession && <VenueSubmissionLinks />}
        </section>
        <div className="listing__map">
          {mapWanted && data && data.results.length > 0 ? (
            <LazyResultsMap
              markers={markers}
              label={intl.formatMessage(messages.map, { kind })}
              kind={kind}
              center={state.location}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * The map's markers: events carry their venue, so the events at one venue share a marker (groupMarkers). Names are
 * the reader's language's (issue 31: a producer's Spanish name for a Spanish reader).
 */
function markersOf(kind: ListingKind, results: readonly (EventCardData | Venue)[], search: string, language: Language): MapMarker[] {
  const withSearch = (url: string) => detailHref(url, { search });
  if (kind === 'venues') {
    return (results as Venue[]).map((v) => ({ id: v.id, lat: v.lat, lon: v.lon, label: localizedName(v, language), href: withSearch(v.absoluteUrl), description: v.shortAddress }));
  }
  return (results as EventCardData[])
    .filter((e) => e.isInPerson && hasParsableStart(e))
    .map((e) => ({
      id: e.id,
      lat: e.pointOfInterest.lat,
      lon: e.pointOfInterest.lon,
      label: localizedName(e, language),
      href: withSearch(e.absoluteUrl),
      description: localizedName(e.pointOfInterest, language),
      venue: { id: e.pointOfInterest.id, name: localizedName(e.pointOfInterest, language) },
    }));
}

type ResultListProps = {
  kind: ListingKind;
  data: Listing<EventCardData | Venue>;
  ad: SearchAd | null;
  adNetwork: AdNetwork | null;
  units: 'mi' | 'km';
  search: string;
  busy: boolean;
  pagination: ReactNode;
};

function ResultList({ kind, data, ad, adNetwork, units, search, busy, pagination }: ResultListProps) {
  const shown = useMemo(
    () => (kind === 'events' ? (data.results as EventCardData[]).filter(hasParsableStart) : data.results),
    [kind, data.results],
  );
  // One random position per result page and ad (not a new one on every render). A page rendered on the server has
  // its ad-network unit in place already: hydrating, the list draws the server's number.
  const pageRender = usePageRender();
  const [random] = useState(() => Math.random());
  const [networkRandom] = useState(() => pageRender?.adNetworkRandom ?? Math.random());
  const position = useMemo(
    () => (ad ? adPosition(shown.length, ad.firstForSession, () => random) : null),
    [ad, shown.length, random],
  );
  const networkPosition = useMemo(
    () => (adNetwork ? adNetworkPosition(shown.length, () => networkRandom) : null),
    [adNetwork, shown.length, networkRandom],
  );
  const items = insertAds(shown, position, networkPosition);
  return (
    <>
      <ul className={['card-list', busy && 'card-list--busy'].filter(Boolean).join(' ')} aria-busy={busy || undefined}>
        {items.map((entry) =>
          entry.type === 'ad' ? (
            ad && (
              <li key={`ad-${ad.id}`}>
                <LazySearchAdCard ad={ad} />
              </li>
            )
          ) : entry.type === 'network' ? (
            adNetwork && (
              <li key="ad-network">
                <AdNetworkUnit network={adNetwork} />
              </li>
            )
          ) : (
            <li key={entry.item.id}>
              {kind === 'events' ? (
                <EventCard event={entry.item as EventCardData} distanceUnits={units} search={search} imagePriority={entry.index < 2} />
              ) : (
                <VenueCard venue={entry.item as Venue} distanceUnits={units} search={search} imagePriority={entry.index < 2} />
              )}
            </li>
          ),
        )}
      </ul>
      {pagination}
    </>
  );
}
