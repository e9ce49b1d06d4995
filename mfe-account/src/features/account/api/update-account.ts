import { apiClient } from '@events/api-client/client';
import { sessionStore } from '@events/api-client/session-store';
import { accountEndpoints, type Account, type AccountUpdate } from '@events/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from './get-account';

/** PATCH /events/api/v1/account/ with any of first_name, last_name, email (+ password), distance_units; answers the account. */
export async function updateAccount(body: AccountUpdate): Promise<Account> {
  const { data } = await apiClient.call(accountEndpoints.update, { body });
  return data;
}

/** Saves, keeps the answer as the page's account, and reloads the shared user context (menu name, units). */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (account) => {
      queryClient.setQueryData(ACCOUNT_QUERY_KEY, account);
      await sessionStore.getState().load();
    },
  });
}
