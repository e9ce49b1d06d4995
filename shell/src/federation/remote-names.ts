import type { RemoteName } from '@events/contracts/frontend';

/**
 * The remotes the shell can host, as in @events/contracts/frontend (REMOTE_NAMES, federationName), without
 * importing that module at run time: it defines the registry's zod schema, which would bring zod into the
 * page's first route. The record's type makes a name added to the contract fail the type check here.
 */
const KNOWN_REMOTES: Readonly<Record<RemoteName, true>> = {
  'mfe-discovery': true,
  'mfe-account': true,
  'mfe-producer': true,
  'mfe-editor': true,
};

export const SHELL_REMOTE_NAMES = Object.keys(KNOWN_REMOTES) as readonly RemoteName[];

export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(KNOWN_REMOTES, name);
}

/** Module-federation names cannot contain dashes: `mfe-discovery` publishes as `mfe_discovery` (contract rule). */
export function remoteFederationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}
