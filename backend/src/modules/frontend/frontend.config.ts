import { REMOTE_NAMES, type RemoteName } from '@events/contracts/frontend';
import { defineConfigSlice } from '../../config/config-slice.js';
import { remoteUrlSchema } from '../../config/config-values.js';

export function remoteEnvName(remote: RemoteName): string {
  return `REMOTE_${remote.replace(/-/g, '_').toUpperCase()}_URL`;
}

export function defaultRemoteUrl(remote: RemoteName): string {
  return `/remotes/${remote}/mf-manifest.json`;
}

export type FrontendConfig = {
  /** Remote name -> manifest URL, absolute or a path resolved against the request's origin. */
  readonly remotes: Readonly<Record<RemoteName, string>>;
};

type RemoteUrlVariable = { readonly schema: typeof remoteUrlSchema; readonly default: string; readonly description: string };

const remoteVariables: Readonly<Record<string, RemoteUrlVariable>> = Object.fromEntries(
  REMOTE_NAMES.map((remote) => [
    remoteEnvName(remote),
    {
      schema: remoteUrlSchema,
      default: defaultRemoteUrl(remote),
      description: `Manifest URL of ${remote}: an absolute URL, or a path resolved against the origin of each request.`,
    },
  ]),
);

export const frontendConfig = defineConfigSlice({
  variables: remoteVariables,
  read: (values): FrontendConfig => ({
    remotes: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, values[remoteEnvName(remote)]])) as Record<RemoteName, string>,
  }),
});
