import { apiClient } from '@events/api-client/client';
import { accountEndpoints, type AccountDelete } from '@events/contracts/account';
import { useMutation } from '@tanstack/react-query';

/** DELETE /events/api/v1/account/ with the password as confirmation when the account has one. */
export async function deleteAccount(body: AccountDelete): Promise<void> {
  await apiClient.call(accountEndpoints.remove, { body });
}

/**
 * Deletes the account. The caller leaves the account area first and then reloads the session, so the area's
 * sign-in prompt never flashes up for a user who just left.
 */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
