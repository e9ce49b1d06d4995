import type { RemoteName } from '@events/contracts/frontend';
import type { ReactElement } from 'react';
import { loadRemoteRoutes } from './load-remote-routes';
import { remotesGeneration } from './remote-invalidation';

const loads = new Map<RemoteName, Promise<ReactElement>>();
/** The invalidation generation the kept loads belong to; a newer one drops them all (another user, other roles). */
let loadsGeneration = remotesGeneration();

/**
 * One load of a remote's region content per remote, kept across mounts so returning to a remote renders
 * at once. The loader is in the main chunk (no zod): its first steps (registry, manifest fetch) start before
 * React's first render instead of after it.
 */
export function remoteRoutesLoad(remote: RemoteName): Promise<ReactElement> {
  const current = remotesGeneration();
  if (current !== loadsGeneration) {
    loads.clear();
    loadsGeneration = current;
  }
  let load = loads.get(remote);
  if (!load) {
    load = loadRemoteRoutes(remote);
    loads.set(remote, load);
  }
  return load;
}

/** Drops a failed remote's load so the next render loads it again. */
export function forgetRemoteRoutes(remote: RemoteName): void {
  loads.delete(remote);
}
