import { apiClient } from '@events/api-client/client';
import { authEndpoints } from '@events/contracts/auth';
import { useMutation } from '@tanstack/react-query';

export type PasswordResetConfirmInput = { token: string; new_password1: string; new_password2: string };

/** POST the mailed token with the new password twice; the token is single-use and expires. */
export async function confirmPasswordReset(input: PasswordResetConfirmInput): Promise<void> {
  await apiClient.call(authEndpoints.passwordResetConfirm, { body: input });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
