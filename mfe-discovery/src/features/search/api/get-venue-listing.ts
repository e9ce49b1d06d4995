import { apiClient } from '@events/api-client/client';
import { takePrefetched } from '@events/api-client/prefetch';
import { listingEndpoints } from '@events/contracts/answer-checks/listings';
import type { ListingApiQuery } from '../../../utils/search-state';
import { LISTING_QUERY_NAMES, useListing } from './use-listing';

/**
 * The venues listing (spec section 7, points of interest), checked without zod (the listing's first route). The
 * first listing of an anonymous visit was asked for by the shell before this code ran (same query).
 */
export function useVenueListing(query: ListingApiQuery, viewer: string, options: { enabled?: boolean } = {}) {
  const endpoint = listingEndpoints.venues;
  return useListing(LISTING_QUERY_NAMES.venues, query, viewer, options, (q, signal) => takePrefetched(endpoint, q) ?? apiClient.call(endpoint, { query: q, signal }));
}
