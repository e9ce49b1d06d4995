import { shouldRetryRequest } from '@events/api-client/retry-policy';
import { sessionStore } from '@events/api-client/session-store';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter } from '@events/router';

export type StandaloneAppProps = {
  /** The remote's `./routes` component, as the shell would mount it. */
  routes: ComponentType;
  /** Loads the user context, as the shell does at start (screens behind RequireRole need a session). */
  loadSession?: boolean;
};

/** What the shell provides around ./routes (router, query cache, session, main region), for developing a remote alone. */
export function StandaloneApp({ routes: Routes, loadSession = false }: StandaloneAppProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: shouldRetryRequest } } }));
  useEffect(() => {
    if (loadSession) void sessionStore.getState().load();
  }, [loadSession]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <main id="main" className="ui-page">
          <Routes />
        </main>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
