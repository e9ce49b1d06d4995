import { apiClient } from '@events/api-client/client';
import { userAdminEndpoints, type UserAdminList, type UserAdminRow, type UserAdminUpdate } from '@events/contracts/user-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The accounts query's key: every change on the screen invalidates this prefix. */
export const USER_ADMIN_KEY = ['user-admin'] as const;

/** GET the page of accounts matching a search. */
export function useUserAdminList(q: string, page: number) {
  return useQuery({
    queryKey: [...USER_ADMIN_KEY, q, page],
    queryFn: async ({ signal }): Promise<UserAdminList> => (await apiClient.call(userAdminEndpoints.list, { query: { q, page }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** PATCH an account's role or active state; answers the account as listed. */
export async function updateAccount(id: number, body: UserAdminUpdate): Promise<UserAdminRow> {
  return (await apiClient.call(userAdminEndpoints.update, { params: { id }, body })).data;
}

/** POST: mail the account a password reset link. */
export async function sendResetLink(id: number): Promise<void> {
  await apiClient.call(userAdminEndpoints.sendResetLink, { params: { id } });
}
