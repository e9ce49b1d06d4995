import { apiClient } from '@events/api-client/client';
import type { RemoteName, RemoteRegistry } from '@events/contracts/frontend';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { discardBootRegistry, takeBootRegistry } from './page-boot';
import { federationName, REMOTE_NAMES } from '@events/contracts/remotes';
import { takeRegistryStale } from './remote-invalidation';

let registration: Promise<ReadonlySet<RemoteName>> | null = null;
/** Manifest URL each remote was registered with, so a refetch registers only what is new or moved. */
const registeredEntries = new Map<RemoteName, string>();

/**
 * The registry the backend put in the page (first load), else the API's answer (remote name -> manifest URL,
 * filtered by the caller's roles, DESIGN.md "Micro-frontends") validated by its schema.
 */
async function registryOfPage(): Promise<RemoteRegistry> {
  const inlined = takeBootRegistry();
  if (inlined) return { remotes: inlined };
  // zod comes with the first refetch (after a login or logout), not with the page's first route.
  const { frontendEndpoints } = await import('@events/contracts/frontend');
  const { data } = await apiClient.call(frontendEndpoints.remotes);
  return data;
}

async function fetchAndRegister(): Promise<ReadonlySet<RemoteName>> {
  const data = await registryOfPage();
  const available = REMOTE_NAMES.flatMap((name) => {
    const entry = data.remotes[name];
    return entry ? [{ name, entry }] : [];
  });
  const changed = available.filter(({ name, entry }) => registeredEntries.get(name) !== entry);
  if (changed.length > 0) {
    // `force` replaces a remote registered earlier with another manifest URL.
    registerRemotes(
      changed.map(({ name, entry }) => ({ name: federationName(name), entry })),
      { force: changed.some(({ name }) => registeredEntries.has(name)) },
    );
    for (const { name, entry } of changed) registeredEntries.set(name, entry);
  }
  return new Set(available.map(({ name }) => name));
}

/**
 * Takes the registry the backend inlined in the page, or fetches and validates it, once; registers its
 * remotes with the federation runtime and answers the names of the remotes this user may load. A failed fetch is not kept, so "Try again" refetches;
 * after a login or logout (invalidateRemotes) it is fetched again, since it is filtered by role.
 */
export function ensureRemoteRegistry(): Promise<ReadonlySet<RemoteName>> {
  if (takeRegistryStale()) {
    registration = null;
    discardBootRegistry();
  }
  registration ??= fetchAndRegister().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}
