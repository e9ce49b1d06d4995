import { apiClient } from '@events/api-client/client';
import { type BlockDomainBody, type BlockedDomain, federationEndpoints } from '@events/contracts/federation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLOCKED_DOMAINS_KEY } from './get-blocked-domains';

/**
 * POST /events/api/v1/editor/fediverse/blocked-domains/: blocks a server (blocking it again answers its block);
 * the list is read again, since the answer's follower count is the server's own.
 */
export function useBlockDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BlockDomainBody): Promise<BlockedDomain> => (await apiClient.call(federationEndpoints.blockDomain, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOCKED_DOMAINS_KEY }),
  });
}
