import { authEndpoints, type SocialProvider } from '@events/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@events/api-client/client';

/** GET the social providers this deployment has configured; the others are hidden. */
export async function getAuthProviders(): Promise<readonly SocialProvider[]> {
  const { data } = await apiClient.call(authEndpoints.providers);
  return data.providers;
}

export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: getAuthProviders,
  staleTime: Infinity,
});

/** The configured providers; while loading `isPending`; a failure counts as none (e-mail sign-in still works). */
export function useAuthProviders(): { providers: readonly SocialProvider[]; isPending: boolean } {
  const query = useQuery(authProvidersQueryOptions);
  return { providers: query.data ?? [], isPending: query.isPending };
}
