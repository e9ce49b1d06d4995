import { apiClient } from '@events/api-client/client';
import { accountEndpoints, type PasswordChange } from '@events/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from './get-account';

/** POST /events/api/v1/account/password/: old_password (when the account has one), new_password1, new_password2. */
export async function changePassword(body: PasswordChange): Promise<void> {
  await apiClient.call(accountEndpoints.changePassword, { body });
}

/** Changes the password; the account then has one (an account made by social sign-in may set its first). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
