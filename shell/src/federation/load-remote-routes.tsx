import type { RemoteName } from '@events/contracts/frontend';
import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { pageQueryClient } from '../app/query-client';
import { RemoteLoadError } from './remote-load-error';
import { ensureRemoteRegistry } from './remote-registry';
import { remoteErrorsPlugin } from './remote-errors-plugin';
import { federationName } from '@events/contracts/remotes';
import { isRemoteRoutesModule } from './remote-routes-module';

let pluginsRegistered = false;

/**
 * Loads a remote's `./routes` through the runtime registry (the only way the shell reaches a remote) and
 * answers what the main region renders for it: its routes inside the page's query cache.
 */
export async function loadRemoteRoutes(remote: RemoteName): Promise<ReactElement> {
  // On first use, not when this module loads: the server build (issue 29) has the module but no federation runtime.
  if (!pluginsRegistered) {
    registerPlugins([remoteErrorsPlugin()]);
    pluginsRegistered = true;
  }
  const available = await ensureRemoteRegistry();
  if (!available.has(remote)) throw new RemoteLoadError(remote, 'not-registered');
  const exposed = await loadRemote<unknown>(`${federationName(remote)}/routes`);
  if (!isRemoteRoutesModule(exposed)) throw new RemoteLoadError(remote, 'invalid-module');
  const RemoteRoutes = exposed.default;
  return (
    <QueryClientProvider client={pageQueryClient()}>
      <RemoteRoutes />
    </QueryClientProvider>
  );
}
