import { apiClient } from '@events/api-client/client';
import { accountEndpoints, type Account } from '@events/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const ACCOUNT_QUERY_KEY = ['account'] as const;

/** GET /events/api/v1/account/: names, e-mail, distance units, whether a password is set, linked social accounts. */
export async function getAccount(signal?: AbortSignal): Promise<Account> {
  const { data } = await apiClient.call(accountEndpoints.details, { signal });
  return data;
}

export const accountQueryOptions = queryOptions({
  queryKey: ACCOUNT_QUERY_KEY,
  queryFn: ({ signal }) => getAccount(signal),
});

export function useAccount() {
  return useQuery(accountQueryOptions);
}
