import { shouldRetryRequest } from '@events/api-client/retry-policy';
import { QueryClient } from '@tanstack/react-query';

/** Query defaults of the page: client errors are not retried, network errors and 5xx a bounded number of times. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRequest, staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
}
