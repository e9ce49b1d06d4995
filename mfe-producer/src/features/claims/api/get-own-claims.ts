import { apiClient } from '@events/api-client/client';
import { claimsEndpoints, type OwnClaimList } from '@events/contracts/claims';
import { useQuery } from '@tanstack/react-query';

/** GET the signed-in user's own claims, newest first (My Claims). */
export async function getOwnClaims(signal?: AbortSignal): Promise<OwnClaimList> {
  const { data } = await apiClient.call(claimsEndpoints.mine, { signal });
  return data;
}

/** Keyed by the user, so another sign-in in this tab never sees the previous one's claims. */
export function useOwnClaims(userId: number | null) {
  return useQuery({ queryKey: ['own-claims', userId], queryFn: ({ signal }) => getOwnClaims(signal), enabled: userId !== null });
}
