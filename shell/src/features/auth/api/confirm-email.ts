import { apiClient } from '@events/api-client/client';
import { authEndpoints, type EmailConfirmed } from '@events/contracts/auth';
import { useMutation } from '@tanstack/react-query';

/** POST the mailed token: the address it was sent to is confirmed (after a change, it becomes the account's). */
export async function confirmEmail(token: string): Promise<EmailConfirmed> {
  const { data } = await apiClient.call(authEndpoints.confirmEmail, { body: { token } });
  return data;
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
