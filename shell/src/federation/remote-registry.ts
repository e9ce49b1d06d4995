import { apiClient } from '@events/api-client/client';
import { REMOTE_NAMES, federationName, remoteRegistrySchema, type RemoteName } from '@events/contracts/frontend';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { takeRegistryStale } from './remote-routes-loader';

/** GET: remote name -> manifest URL, filtered by the caller's roles (DESIGN.md "Micro-frontends"). */
export const REMOTE_REGISTRY_PATH = '/events/api/v1/frontend/remotes';

let registration: Promise<ReadonlySet<RemoteName>> | null = null;
/** Manifest URL each remote was registered with, so a refetch registers only what is new or moved. */
const registeredEntries = new Map<RemoteName, string>();

async function fetchAndRegister(): Promise<ReadonlySet<RemoteName>> {
  const { data } = await apiClient.get(REMOTE_REGISTRY_PATH, remoteRegistrySchema);
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
 * Fetches and validates the registry once and registers its remotes with the federation runtime;
 * answers the names of the remotes this user may load. A failed fetch is not kept, so "Try again" refetches;
 * after a login or logout (invalidateRemotes) it is fetched again, since it is filtered by role.
 */
export function ensureRemoteRegistry(): Promise<ReadonlySet<RemoteName>> {
  if (takeRegistryStale()) registration = null;
  registration ??= fetchAndRegister().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}
