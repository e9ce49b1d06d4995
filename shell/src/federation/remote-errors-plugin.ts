import type { RemoteName } from '@events/contracts/frontend';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error';
import { federationName, REMOTE_NAMES } from '@events/contracts/remotes';

function remoteOfRequest(id: string): RemoteName | null {
  const container = id.split('/')[0];
  return REMOTE_NAMES.find((name) => federationName(name) === container) ?? null;
}

/**
 * The federation runtime's load-error hook. Whatever stage failed (manifest fetch, remote entry, chunk,
 * module factory), loadRemote() ends in the `onLoad` stage; there the runtime's error is replaced by a
 * RemoteLoadError naming the remote, which the RemoteBoundary shows as its fallback. Earlier stages return
 * nothing, so the runtime goes on to raise the error at `onLoad`.
 */
export function remoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'events-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(remoteOfRequest(id), 'load-failed', { cause: error });
    },
  };
}
