import { apiClient } from '@events/api-client/client';
import { type BlockedDomainList, federationEndpoints } from '@events/contracts/federation';
import { useQuery } from '@tanstack/react-query';

export const BLOCKED_DOMAINS_KEY = ['blocked-domains'] as const;

/** GET /events/api/v1/editor/fediverse/blocked-domains/: every blocked server, the last blocked first. */
export function useBlockedDomains() {
  return useQuery({
    queryKey: BLOCKED_DOMAINS_KEY,
    queryFn: async ({ signal }): Promise<BlockedDomainList> => (await apiClient.call(federationEndpoints.blockedDomains, { signal })).data,
  });
}
