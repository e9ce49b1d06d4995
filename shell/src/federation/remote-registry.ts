import { apiClient } from '@events/api-client/client';
import { REMOTE_NAMES, federationName, remoteRegistrySchema, type RemoteName } from '@events/contracts/frontend';
import { registerRemotes } from '@module-federation/enhanced/runtime';

/** GET: remote name -> manifest URL, filtered by the caller's roles (DESIGN.md "Micro-frontends"). */
export const REMOTE_REGISTRY_PATH = '/events/api/v1/frontend/remotes';

let registration: Promise<ReadonlySet<RemoteName>> | null = null;

async function fetchAndRegister(): Promise<ReadonlySet<RemoteName>> {
  const { data } = await apiClient.get(REMOTE_REGISTRY_PATH, remoteRegistrySchema);
  const available = REMOTE_NAMES.flatMap((name) => {
    const entry = data.remotes[name];
    return entry ? [{ name, entry }] : [];
  });
  registerRemotes(available.map(({ name, entry }) => ({ name: federationName(name), entry })));
  return new Set(available.map(({ name }) => name));
}

/**
 * Fetches and validates the registry once and registers its remotes with the federation runtime;
 * answers the names of the remotes this user may load. A failed fetch is not kept, so "Try again" refetches.
 */
export function ensureRemoteRegistry(): Promise<ReadonlySet<RemoteName>> {
  registration ??= fetchAndRegister().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}
