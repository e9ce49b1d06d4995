import { PASSWORD_RESET_CONFIRM_PATH } from '@events/api-client/auth-paths';
import { apiClient } from '@events/api-client/client';
import { detailAnswerSchema } from '@events/contracts/auth';
import { useMutation } from '@tanstack/react-query';

export type PasswordResetConfirmInput = { token: string; new_password1: string; new_password2: string };

/** POST the mailed token with the new password twice; the token is single-use and expires. */
export async function confirmPasswordReset(input: PasswordResetConfirmInput): Promise<void> {
  await apiClient.post(PASSWORD_RESET_CONFIRM_PATH, detailAnswerSchema, { body: input });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
