import { apiClient } from '@events/api-client/client';
import { type ClaimContactFilter, type ClaimList, type ClaimOrdering, claimsEndpoints } from '@events/contracts/claims';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type ClaimsQuery = { ordering: ClaimOrdering; status: string; page: number; contact?: ClaimContactFilter };

export const CLAIMS_KEY = 'moderation-claims';

/** GET moderation claims list (spec section 7): ordering -created or -updated, status a comma list or all, contact unconfirmed. */
export async function getClaims(query: ClaimsQuery, signal?: AbortSignal): Promise<ClaimList> {
  const { data } = await apiClient.call(claimsEndpoints.list, { query, signal });
  return data;
}

export function useClaims(query: ClaimsQuery) {
  return useQuery({ queryKey: [CLAIMS_KEY, query], queryFn: ({ signal }) => getClaims(query, signal), placeholderData: keepPreviousData });
}
