import { apiClient, type ResponseSchema } from '@events/api-client/client';
import { ACCOUNT_PATHS } from '@events/contracts/account';
import type { SocialProvider } from '@events/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from './get-account';

/** The account is read again after the change, so the answer's body is not needed. */
const anyAnswer: ResponseSchema<unknown> = { parse: (data) => data };

/** DELETE /events/api/v1/account/social/{provider}/; a 400 refuses to remove the last way to sign in. */
export async function disconnectSocial(provider: SocialProvider): Promise<void> {
  await apiClient.delete(ACCOUNT_PATHS.social(provider), anyAnswer);
}

export function useDisconnectSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectSocial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
