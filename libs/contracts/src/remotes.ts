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

/**
 * The file a remote's build may write beside its mf-manifest.json: the path patterns of its screens (react-router's,
 * e.g. `/events/:id/:slug/`). The backend answers 404 for any other address the shell hands that remote, which shows
 * its not-found screen there.
 */
export const REMOTE_SCREEN_PATHS_FILE = 'screen-paths.json';

/** Which visitors get a remote: `everyone`, or a signed-in account holding one of the roles. */
export type RemoteAudience = 'everyone' | { readonly anyOf: readonly Role[] };

/** Who may use the producer remote's producer screens (events, statistics, calendars): they check it with RequireRole. */
export const PRODUCER_REMOTE_ROLES: readonly Role[] = ['producer', 'zeditor', 'superuser'];
/** Who may load the editor remote; its screens check the same roles (RequireRole). */
export const EDITOR_REMOTE_ROLES: readonly Role[] = ['zeditor', 'superuser'];

/**
 * Who may load each remote. A browser without the role never learns the editor remote's URL, and an anonymous one
 * never learns the producer remote's (DESIGN.md "Micro-frontends").
 *
 * mfe-producer goes to every signed-in account, not only producers: venue submission (/manage/venues/add/) and the
 * claim flow (/claim/poi/producer/) are for any signed-in user, and they share the venue form and the form kit with
 * the producers' screens. One remote keeps that form and kit in one bundle for submission, claims and producers,
 * instead of a second remote carrying a copy. Its producer-only screens check PRODUCER_REMOTE_ROLES themselves
 * (RequireRole), and the server enforces every rule on every call regardless of which screens a browser can load.
 */
export const REMOTE_AUDIENCE: Readonly<Record<RemoteName, RemoteAudience>> = {
  'mfe-discovery': 'everyone',
  'mfe-account': 'everyone',
  'mfe-producer': { anyOf: ['user'] },
  'mfe-editor': { anyOf: EDITOR_REMOTE_ROLES },
};

/** True when a visitor holding `roles` (null: anonymous) may load a remote with this audience. */
export function canSeeRemote(roles: readonly Role[] | null, audience: RemoteAudience): boolean {
  if (audience === 'everyone') return true;
  return roles !== null && roles.some((role) => audience.anyOf.includes(role));
}
