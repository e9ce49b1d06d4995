import type { RemoteName } from '@events/contracts/frontend';
import type { ReactElement } from 'react';

const loads = new Map<RemoteName, Promise<ReactElement>>();

/**
 * One load of a remote's region content per remote, kept across mounts so returning to a remote renders
 * at once. The federation code (runtime calls, registry, zod) sits in its own chunk, out of the first paint.
 */
export function remoteRoutesLoad(remote: RemoteName): Promise<ReactElement> {
  let load = loads.get(remote);
  if (!load) {
    load = import('./load-remote-routes').then(({ loadRemoteRoutes }) => loadRemoteRoutes(remote));
    loads.set(remote, load);
  }
  return load;
}

/** Drops a failed remote's load so the next render loads it again. */
export function forgetRemoteRoutes(remote: RemoteName): void {
  loads.delete(remote);
}
