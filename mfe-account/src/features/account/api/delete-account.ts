import { apiClient, type ResponseSchema } from '@events/api-client/client';
import { ACCOUNT_PATHS, type AccountDelete } from '@events/contracts/account';
import { useMutation } from '@tanstack/react-query';

/** A deletion answers 204 (or a short confirmation): nothing to read. */
const anyAnswer: ResponseSchema<unknown> = { parse: (data) => data };

/** DELETE /events/api/v1/account/ with the password as confirmation when the account has one. */
export async function deleteAccount(body: AccountDelete): Promise<void> {
  await apiClient.delete(ACCOUNT_PATHS.details, anyAnswer, { body });
}

/**
 * Deletes the account. The caller leaves the account area first and then reloads the session, so the area's
 * sign-in prompt never flashes up for a user who just left.
 */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
