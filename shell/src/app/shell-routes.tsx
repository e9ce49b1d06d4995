import { useLocation } from 'react-router';
import { RemoteBoundary } from '../federation/remote-boundary';
import { NotFoundPage } from './not-found-page';
import { remoteForPath } from './route-table';

/**
 * The main region's content: the remote that owns the address (route-table.ts) or the shell's not-found page.
 * Remotes render their own <Routes> against the full pathname, so no shell <Route> sits above them.
 */
export function ShellRoutes() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  // Keyed by remote: moving to another remote starts a fresh boundary; moving inside one keeps it mounted.
  return <RemoteBoundary key={remote} remote={remote} />;
}
