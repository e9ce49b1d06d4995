import { prefetchCall } from '@events/api-client/prefetch';
import { LISTING_CALLS, listingRequestOfAddress } from '@events/domain/listing-query';

/**
 * Starts the listing call of an anonymous visit to /events/ or /venues/ now, while the discovery remote is
 * still being fetched and run: it computes the exact query the listing page will ask for (the same libs/domain
 * code) and the remote takes the answer (@events/api-client/prefetch), checking it, instead of asking again. An
 * anonymous visitor reads distances in miles (no user context). Nothing is started when the query is not certain.
 */
export function prefetchFirstListing({ pathname, search }: { pathname: string; search: string }): void {
  const request = listingRequestOfAddress(pathname, search, 'mi');
  if (request) prefetchCall(LISTING_CALLS[request.kind], request.query);
}
