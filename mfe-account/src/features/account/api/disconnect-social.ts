import { apiClient } from '@events/api-client/client';
import { accountEndpoints } from '@events/contracts/account';
import type { SocialProvider } from '@events/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from './get-account';

/** DELETE /events/api/v1/account/social/{provider}/; a 400 refuses to remove the last way to sign in. */
export async function disconnectSocial(provider: SocialProvider): Promise<void> {
  await apiClient.call(accountEndpoints.disconnectSocial, { params: { provider } });
}

export function useDisconnectSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectSocial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
