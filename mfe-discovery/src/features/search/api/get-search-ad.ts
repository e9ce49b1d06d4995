import { isApiError } from '@events/api-client/api-error';
import { apiClient } from '@events/api-client/client';
import type { SearchAd } from '@events/contracts/ads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadAdEndpoints } from './load-ad-endpoints';
import type { ListingApiQuery } from '../../../utils/search-state';

/**
 * The search-ad call (spec section 7): the ad for a search, or null: a 404 {detail: "Not found."} (no ad) is
 * tolerated, and an ad is never worth an error on the page.
 */
export async function getSearchAd(query: ListingApiQuery, signal?: AbortSignal): Promise<SearchAd | null> {
  try {
    const { data } = await apiClient.call((await loadAdEndpoints()).searchAd, {
      query: { event_types: query.event_types, keyword: query.keyword },
      signal,
    });
    return data;
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

/** One ad per listing page shown (the key carries the whole query, page included). */
export function searchAdQueryOptions(query: ListingApiQuery) {
  return queryOptions({
    queryKey: ['search-ad', query],
    queryFn: ({ signal }) => getSearchAd(query, signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useSearchAd(query: ListingApiQuery, enabled: boolean) {
  return useQuery({ ...searchAdQueryOptions(query), enabled });
}
