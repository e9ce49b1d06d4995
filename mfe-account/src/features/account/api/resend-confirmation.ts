import { apiClient } from '@events/api-client/client';
import { accountEndpoints } from '@events/contracts/account';
import { useMutation } from '@tanstack/react-query';

/** POST: mails the confirmation link again (to the pending new address, else the unconfirmed own one); says where. */
export async function resendConfirmation(): Promise<string> {
  const { data } = await apiClient.call(accountEndpoints.resendConfirmation);
  return data.detail;
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
