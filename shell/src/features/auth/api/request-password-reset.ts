import { PASSWORD_RESET_PATH } from '@events/api-client/auth-paths';
import { apiClient } from '@events/api-client/client';
import { detailAnswerSchema } from '@events/contracts/auth';
import { useMutation } from '@tanstack/react-query';

/** POST {email}: always answers 200, whether or not an account has that address; the link goes by e-mail. */
export async function requestPasswordReset(input: { email: string }): Promise<void> {
  await apiClient.post(PASSWORD_RESET_PATH, detailAnswerSchema, { body: { email: input.email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
