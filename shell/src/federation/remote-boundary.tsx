import type { RemoteName } from '@events/contracts/frontend';
import { ErrorBoundary } from '@events/ui/error-boundary';
import { HydratedMark } from '@events/ui/hydrated-mark';
import { Spinner } from '@events/ui/spinner';
import { Suspense, use, useContext, useState } from 'react';
import { useLocation } from '@events/router';
import { RemoteFallback } from './remote-fallback';
import { RenderedRemoteContext } from './rendered-remote';
import { forgetRemoteRoutes, remoteRoutesLoad } from './remote-routes-loader';

type RemoteBoundaryProps = { remote: RemoteName };

function RemoteRoutes({ remote }: RemoteBoundaryProps) {
  const rendered = useContext(RenderedRemoteContext);
  // On the server the routes are at hand; in the browser, hydrating waits here (keeping the server's markup)
  // until the remote has loaded.
  if (rendered?.remote === remote) return rendered.element;
  return use(remoteRoutesLoad(remote));
}

/**
 * The one way a remote is mounted (house rule 8): Suspense while it loads, an error boundary around it,
 * and, through remoteErrorsPlugin, the federation runtime's load errors. A failure stays inside the main
 * region; the header and the other routes keep working. Navigating or "Try again" loads the remote anew.
 */
export function RemoteBoundary({ remote }: RemoteBoundaryProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);

  return (
    <ErrorBoundary
      resetKey={`${pathname}#${attempt}`}
      // React logs the error itself; a failed remote is loaded anew on the next render.
      onError={() => forgetRemoteRoutes(remote)}
      // The app's own error state replaces a server-rendered page's content: the page is the app's from then on.
      fallback={({ error }) => (
        <>
          <RemoteFallback error={error} onRetry={() => setAttempt((n) => n + 1)} />
          <HydratedMark />
        </>
      )}
    >
      <Suspense fallback={<Spinner />}>
        <RemoteRoutes remote={remote} />
      </Suspense>
    </ErrorBoundary>
  );
}
