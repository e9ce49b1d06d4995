import type { RemoteName } from '@events/contracts/frontend';

export type RemoteRoute = { readonly path: string; readonly remote: RemoteName };

/**
 * Which remote renders which screen route (spec section 2 of both documents). A `/*` path hands every
 * address below it to the remote, whose own <Routes> decides what it shows (its not-found page included).
 * More specific paths win (`/account/widgets/*` over `/account/`), as react-router ranks them.
 * Data only (nothing imported at run time): the shell's build also writes it to remote-routes.json, from which
 * the backend preloads the remote of the address it serves (backend/src/modules/frontend/boot-assets.ts).
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'mfe-discovery' },
  { path: '/events/*', remote: 'mfe-discovery' },
  { path: '/venues/*', remote: 'mfe-discovery' },

  { path: '/saved/*', remote: 'mfe-account' },
  { path: '/account/', remote: 'mfe-account' },

  { path: '/manage/', remote: 'mfe-producer' },
  { path: '/manage/events/*', remote: 'mfe-producer' },
  { path: '/manage/venues/*', remote: 'mfe-producer' },
  { path: '/manage/stats/', remote: 'mfe-producer' },
  { path: '/manage/support/submit/', remote: 'mfe-producer' },
  { path: '/claim/poi/producer/', remote: 'mfe-producer' },
  { path: '/account/claims/', remote: 'mfe-producer' },
  { path: '/account/widgets/*', remote: 'mfe-producer' },
  { path: '/subscription/manage/', remote: 'mfe-producer' },
  { path: '/add/event/', remote: 'mfe-producer' },
  { path: '/add/poi/', remote: 'mfe-producer' },
  { path: '/add/livestream/', remote: 'mfe-producer' },

  { path: '/manage/venues/claims/*', remote: 'mfe-editor' },
  { path: '/editor/*', remote: 'mfe-editor' },
];

