import type { RemoteName } from '@events/contracts/frontend';
import { createContext, type ReactElement } from 'react';

/**
 * The remote's region content when the page is rendered on the server (server/shell-server.tsx): the remote's
 * routes from its server build, inside that render's own query cache. In the browser there is none and the
 * region loads the remote through the federation runtime.
 */
export type RenderedRemote = { readonly remote: RemoteName; readonly element: ReactElement };

export const RenderedRemoteContext = createContext<RenderedRemote | null>(null);
