import { REMOTE_NAMES, type RemoteName } from '@events/contracts/frontend';
import { defineConfigSlice, envVar } from '../../config/config-slice.js';
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

const remoteShape = Object.fromEntries(REMOTE_NAMES.map((remote) => [remoteEnvName(remote), envVar(remoteUrlSchema)])) as Record<
  string,
  ReturnType<typeof envVar<typeof remoteUrlSchema>>
>;

export const frontendConfig = defineConfigSlice({
  variables: REMOTE_NAMES.map((remote) => ({
    name: remoteEnvName(remote),
    default: defaultRemoteUrl(remote),
    description: `Manifest URL of ${remote}: an absolute URL, or a path resolved against the origin of each request.`,
  })),
  shape: remoteShape,
  read: (values): FrontendConfig => {
    const remoteValues: Readonly<Record<string, unknown>> = values;
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((remote) => {
        const value = remoteValues[remoteEnvName(remote)];
        return [remote, typeof value === 'string' ? value : defaultRemoteUrl(remote)];
      }),
    ) as Record<RemoteName, string>;
    return { remotes };
  },
});
