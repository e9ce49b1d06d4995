import { shouldRetryRequest } from '@events/api-client/retry-policy';
import { sessionStore } from '@events/api-client/session-store';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AccountRoutes } from './account-routes';

/** What the shell provides around ./routes (router, query cache, session, main region), for developing this remote alone. */
export function StandaloneApp() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: shouldRetryRequest } } }));
  // The shell loads the user context; alone, this page does it itself (the account area needs a session).
  useEffect(() => {
    void sessionStore.getState().load();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <main id="main" className="ui-page">
          <AccountRoutes />
        </main>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
