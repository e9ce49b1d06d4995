import { useSyncExternalStore } from 'react';

let registryStale = false;
let generation = 0;
const listeners = new Set<() => void>();

/**
 * The signed-in user changed (login, logout, another role): the role-filtered registry must be fetched
 * again before the next remote loads, the loads kept so far are dropped, and the remote on screen is mounted
 * anew (a producer's remote that was "not registered" for the visitor becomes reachable). Synchronous, so a
 * navigation right after a login already sees the registry as stale. A leaf module: the registry and the
 * routes loader read it, it reads neither.
 */
export function invalidateRemotes(): void {
  registryStale = true;
  generation += 1;
  for (const listener of listeners) listener();
}

/** Read by the registry before it answers from its cache; true once per invalidation. */
export function takeRegistryStale(): boolean {
  const stale = registryStale;
  registryStale = false;
  return stale;
}

/** Changes with every invalidation; loads made under an older generation are not reused. */
export function remotesGeneration(): number {
  return generation;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with every invalidation; the shell keys the mounted remote by it. */
export function useRemotesGeneration(): number {
  return useSyncExternalStore(subscribe, remotesGeneration, remotesGeneration);
}
