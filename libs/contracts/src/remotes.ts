import type { Role } from './roles.js';

/**
 * The remotes the shell can host and who may load each one, without zod (the shell's first route reads them).
 * One name across registry, folder and package.
 */
export const REMOTE_NAMES = ['mfe-discovery', 'mfe-account', 'mfe-producer', 'mfe-editor'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module-federation names cannot contain dashes: `mfe-discovery` publishes as `mfe_discovery`. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** Which visitors get a remote: `everyone`, or a signed-in account holding one of the roles. */
export type RemoteAudience = 'everyone' | { readonly anyOf: readonly Role[] };

/** Who may load the producer remote; its screens check the same roles (RequireRole). */
export const PRODUCER_REMOTE_ROLES: readonly Role[] = ['producer', 'zeditor', 'superuser'];
/** Who may load the editor remote; its screens check the same roles (RequireRole). */
export const EDITOR_REMOTE_ROLES: readonly Role[] = ['zeditor', 'superuser'];

/** A browser without the role never learns the producer or editor remote's URL (DESIGN.md "Micro-frontends"). */
export const REMOTE_AUDIENCE: Readonly<Record<RemoteName, RemoteAudience>> = {
  'mfe-discovery': 'everyone',
  'mfe-account': 'everyone',
  'mfe-producer': { anyOf: PRODUCER_REMOTE_ROLES },
  'mfe-editor': { anyOf: EDITOR_REMOTE_ROLES },
};

/** True when a visitor holding `roles` (null: anonymous) may load a remote with this audience. */
export function canSeeRemote(roles: readonly Role[] | null, audience: RemoteAudience): boolean {
  if (audience === 'everyone') return true;
  return roles !== null && roles.some((role) => audience.anyOf.includes(role));
}
