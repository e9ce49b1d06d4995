import { z } from 'zod';

/** Every remote the shell can host, and the standalone widget. One name across registry, folder and package. */
export const REMOTE_NAMES = ['mfe-discovery', 'mfe-account', 'mfe-producer', 'mfe-editor'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module-federation names cannot contain dashes: `mfe-discovery` publishes as `mfe_discovery`. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** GET /events/api/v1/frontend/remotes: remote name -> mf-manifest.json URL, filtered by the caller's roles. */
export const remoteRegistrySchema = z.object({
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), z.string().url()),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
