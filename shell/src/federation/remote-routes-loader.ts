import type { RemoteName } from '@events/contracts/frontend';
import type { ReactElement } from 'react';
import { useSyncExternalStore } from 'react';
import { loadRemoteRoutes } from './load-remote-routes';

const loads = new Map<RemoteName, Promise<ReactElement>>();

/**
 * One load of a remote's region content per remote, kept across mounts so returning to a remote renders
 * at once. The loader is in the main chunk (about 1 KB gz, no zod): a chunk of its own cost a round trip
 * after the shared libraries ran, and its first steps (registry, manifest fetch) now start before React's
 * first render instead of after it.
 */
export function remoteRoutesLoad(remote: RemoteName): Promise<ReactElement> {
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

let registryStale = false;
let generation = 0;
const listeners = new Set<() => void>();

/**
 * The signed-in user changed (login, logout, another role): the role-filtered registry must be fetched
 * again before the next remote loads, and the remote on screen is mounted anew (a producer's remote that was
 * "not registered" for the visitor becomes reachable). Synchronous, so a navigation right after a login
 * already sees the registry as stale.
 */
export function invalidateRemotes(): void {
  registryStale = true;
  loads.clear();
  generation += 1;
  for (const listener of listeners) listener();
}

/** Read by the registry before it answers from its cache; true once per invalidation. */
export function takeRegistryStale(): boolean {
  const stale = registryStale;
  registryStale = false;
  return stale;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with every invalidation; the shell keys the mounted remote by it. */
export function useRemotesGeneration(): number {
  return useSyncExternalStore(subscribe, () => generation);
}
