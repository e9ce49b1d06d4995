import { shouldRetryRequest } from '@events/api-client/retry-policy';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { DiscoveryRoutes } from './discovery-routes';

/** What the shell provides around ./routes (router, query cache, main region), for developing this remote alone. */
export function StandaloneApp() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: shouldRetryRequest } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <main id="main" className="ui-page">
          <DiscoveryRoutes />
        </main>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
