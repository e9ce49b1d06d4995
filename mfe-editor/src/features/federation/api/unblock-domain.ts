import { apiClient } from '@events/api-client/client';
import { federationEndpoints } from '@events/contracts/federation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLOCKED_DOMAINS_KEY } from './get-blocked-domains';

/**
 * DELETE /events/api/v1/editor/fediverse/blocked-domains/{domain}/: lifts a block. The list is read again after a
 * failure too: a 404 means another editor lifted it already, and the row should go.
 */
export function useUnblockDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (domain: string): Promise<void> => {
      await apiClient.call(federationEndpoints.unblockDomain, { params: { domain } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BLOCKED_DOMAINS_KEY }),
  });
}
