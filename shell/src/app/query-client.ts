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

let pageClient: QueryClient | null = null;

/**
 * The page's one query cache, shared by the remotes (react-query is a federation singleton) and the shell's
 * own lazily loaded screens. Made on first use, so react-query stays out of the shell's first paint.
 */
export function pageQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}
