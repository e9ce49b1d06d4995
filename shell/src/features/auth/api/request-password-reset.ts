import { apiClient } from '@events/api-client/client';
import { authEndpoints } from '@events/contracts/auth';
import { useMutation } from '@tanstack/react-query';

/** POST {email}: always answers 200, whether or not an account has that address; the link goes by e-mail. */
export async function requestPasswordReset(input: { email: string }): Promise<void> {
  await apiClient.call(authEndpoints.passwordReset, { body: { email: input.email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
