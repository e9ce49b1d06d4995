import { useLocation } from '@events/router';
import { RemoteBoundary } from '../federation/remote-boundary';
import { useRemotesGeneration } from '../federation/remote-invalidation';
import { NotFoundPage } from './not-found-page';
import { remoteForPath, shellPageForPath } from './route-table';
import { ShellPageView } from './shell-pages';

/**
 * The main region's content: one of the shell's own screens, the remote that owns the address
 * (route-table.ts) or the shell's not-found page. Remotes render their own <Routes> against the full
 * pathname, so no shell <Route> sits above them.
 */
export function ShellRoutes() {
  const { pathname } = useLocation();
  const generation = useRemotesGeneration();
  const page = shellPageForPath(pathname);
  if (page) return <ShellPageView page={page} />;
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  // Keyed by remote: moving to another remote starts a fresh boundary; moving inside one keeps it mounted.
  // A login or logout (new generation) mounts it anew against the role-filtered registry.
  return <RemoteBoundary key={`${remote}#${generation}`} remote={remote} />;
}
