import { ApiError } from '@events/api-client/api-error';
import { eventTypesQueryOptions, getEventTypes } from '@events/api-client/event-types';
import { createApiClient, type ApiClient } from '@events/api-client/client';
import { listingEndpoints } from '@events/contracts/answer-checks/listings';
import { eventsEndpoints } from '@events/contracts/events';
import type { PageQueries, PageQueriesInput, PageQuery } from '@events/contracts/page-render';
import { REGION_TIME_ZONE } from '@events/contracts/reference';
import { venuesEndpoints } from '@events/contracts/venues';
import { listingRequestOfAddress, parseSearchState } from '@events/domain/listing-query';
import { LISTING_PATHS, listingHref, type ListingKind } from '@events/domain/listing-url';
import { localDateOf } from '@events/domain/local-time';
import { defaultSearchLocation } from '@events/domain/search-location';
import { adNetworkQueryOptions, getAdNetwork } from '../features/search/api/get-ad-network';
import { EVENT_STRIP_SIZE, eventStripQuery } from '../features/search/components/event-strip';
import { LISTING_QUERY_NAMES, listingEntry, listingQueryKey } from '../features/search/api/use-listing';
import { getVenueEvents, venueEventsQueryOptions } from '../features/venue-detail/api/get-venue-events';
import { DETAIL_QUERY_NAMES, detailQueryKey } from '../hooks/use-public-detail';
import { PAGE_RENDER_QUERY_KEY, type PageRender } from '../hooks/use-page-render';
import { detailIdOf } from '../utils/detail-path';

/** The server renders what an anonymous visitor sees (the personal parts come after hydration), in miles. */
const VIEWER = 'anonymous';
const UNITS = 'mi';

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The listing's first page, or nothing when the API refuses it to an anonymous visitor: the page says why itself. */
async function listingQueries(client: ApiClient, pathname: string, search: string): Promise<PageQuery[]> {
  const request = listingRequestOfAddress(pathname, search, UNITS, defaultSearchLocation);
  if (!request) return [];
  const name = request.kind === 'events' ? LISTING_QUERY_NAMES.events : LISTING_QUERY_NAMES.venues;
  // The categories name the filter bar's choices (and the plain form's, without JavaScript).
  const categories: PageQuery = { queryKey: [...eventTypesQueryOptions().queryKey], data: await getEventTypes(undefined, client) };
  // The events listing shows its ad-network unit in its place among the cards, so nothing moves when it loads.
  const adNetwork: PageQuery[] = request.kind === 'events' ? [{ queryKey: [...adNetworkQueryOptions.queryKey], data: await getAdNetwork(undefined, client) }] : [];
  try {
    const answer = await client.call(listingEndpoints[request.kind], { query: request.query });
    return [categories, ...adNetwork, { queryKey: listingQueryKey(name, request.query, VIEWER), data: listingEntry(answer) }];
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return [categories];
    throw error;
  }
}

async function homeQueries(client: ApiClient, today: string): Promise<PageQuery[]> {
  const query = eventStripQuery(defaultSearchLocation(), today, EVENT_STRIP_SIZE, UNITS);
  const answer = await client.call(listingEndpoints.events, { query });
  return [{ queryKey: listingQueryKey(LISTING_QUERY_NAMES.events, query, VIEWER), data: listingEntry(answer) }];
}

async function eventQueries(client: ApiClient, id: number): Promise<PageQuery[]> {
  const { data } = await client.call(eventsEndpoints.detail, { params: { id } });
  return [{ queryKey: detailQueryKey(DETAIL_QUERY_NAMES.event, id), data }];
}

async function venueQueries(client: ApiClient, id: number): Promise<PageQuery[]> {
  const [detail, events] = await Promise.all([client.call(venuesEndpoints.detail, { params: { id } }), getVenueEvents(id, 1, undefined, client)]);
  return [
    { queryKey: detailQueryKey(DETAIL_QUERY_NAMES.venue, id), data: detail.data },
    // An infinite query's entry: its pages and the page numbers they were asked with.
    { queryKey: [...venueEventsQueryOptions(id).queryKey], data: { pages: [events], pageParams: [1] } },
  ];
}

/**
 * The chunk names of the screens discovery-routes.tsx loads lazily (its `webpackChunkName`s): a page the server renders
 * carries its own screen's stylesheets. The lists are in the routes' first chunk, and need none.
 */
const LAZY_SCREENS = { home: 'screen-home', event: 'screen-event-detail', venue: 'screen-venue-detail' } as const;

/** `/`, or a listing's address as the listing writes it; null for the detail pages (their head names the item's URL). */
function canonicalPathOf(url: URL): string | null {
  if (url.pathname === '/') return '/';
  const kind = (Object.keys(LISTING_PATHS) as ListingKind[]).find((k) => LISTING_PATHS[k] === url.pathname);
  return kind ? listingHref(parseSearchState(url.search, kind), kind) : null;
}

/**
 * The query-cache entries `/`, `/events/`, `/venues/` and the event and venue pages render from, asked for as the
 * page's own hooks ask (the same calls, keys and answer checks), plus what the page is rendered with (use-page-render.ts).
 */
export async function pageQueries(input: PageQueriesInput): Promise<PageQueries> {
  const client = createApiClient({ fetch: input.fetch });
  const url = new URL(input.url, 'http://page.invalid');
  const render: PageRender = { now: input.now, today: localDateOf(input.now, REGION_TIME_ZONE), origin: input.origin, adNetworkRandom: Math.random() };
  const entries = [{ queryKey: [...PAGE_RENDER_QUERY_KEY], data: render }];
  const eventId = detailIdOf(url.pathname, 'events');
  const venueId = detailIdOf(url.pathname, 'venues');
  try {
    let queries: PageQuery[];
    let lazyScreen: string | null = null;
    if (url.pathname === '/') {
      queries = await homeQueries(client, render.today);
      lazyScreen = LAZY_SCREENS.home;
    } else if (eventId !== null) {
      queries = await eventQueries(client, eventId);
      lazyScreen = LAZY_SCREENS.event;
    } else if (venueId !== null) {
      queries = await venueQueries(client, venueId);
      lazyScreen = LAZY_SCREENS.venue;
    } else queries = await listingQueries(client, url.pathname, url.search);
    return { notFound: false, queries: [...entries, ...queries], canonicalPath: canonicalPathOf(url), lazyScreen };
  } catch (error) {
    if (isNotFound(error)) return { notFound: true, queries: entries, canonicalPath: null, lazyScreen: null };
    throw error;
  }
}
