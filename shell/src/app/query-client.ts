import { shouldRetryRequest } from '@events/api-client/retry-policy';
import { QueryClient } from '@tanstack/react-query';

/**
 * Query defaults of the page: client errors are not retried, network errors and 5xx a bounded number of times.
 * Offline, a read or a write is still sent once (`offlineFirst`, not react-query's pausing `online`): the app's
 * service worker answers reads from its cache and queues bookmarks, and any other write fails at once with the
 * offline reason, where paused it would show "Saving…" with no word of why (issue 32).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRequest, staleTime: 60_000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { networkMode: 'offlineFirst' },
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
