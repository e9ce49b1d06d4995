import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '@events/api-client/client';

/** Asks the API for one page of a list. */
export type ListPageCall<Query, List> = (query: Query, signal: AbortSignal) => Promise<ApiResponse<List>>;

/**
 * A paged list that belongs to the signed-in user (saved items and searches, managed events, widgets). Cached per
 * user, so one account's pages never show for another; not asked while signed out or while the query is not ready
 * (null, e.g. a location without coordinates yet).
 */
export function userListQueryOptions<Query, List>(key: string, query: Query | null, userId: number | null, callPage: ListPageCall<Query, List>) {
  return queryOptions({
    queryKey: [key, userId, query],
    queryFn: async ({ signal }) => (await callPage(query!, signal)).data,
    enabled: query !== null && userId !== null,
  });
}

/** The user's list (see userListQueryOptions); the previous page stays on screen while the next one loads. */
export function useUserList<Query, List>(key: string, query: Query | null, userId: number | null, callPage: ListPageCall<Query, List>) {
  return useQuery({ ...userListQueryOptions(key, query, userId, callPage), placeholderData: keepPreviousData });
}
