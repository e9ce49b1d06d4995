import { CONFIRM_EMAIL_PAGE_PATH } from '@events/api-client/auth-paths';
import { LOGOUT_PAGE_PATH } from '@events/contracts/auth-constants';
import { CONTENT_PAGE_PATHS, CONTENT_PAGE_SLUGS, type ContentPageSlug } from '@events/contracts/content-pages-constants';
import type { RemoteName } from '@events/contracts/frontend';
import { matchRoutes } from '@events/router';
import { REMOTE_ROUTES } from './remote-routes';

/** Screens the shell renders itself (account flows and the content pages), checked before the remotes' routes. */
export type ShellPage = 'login' | 'logout' | 'register' | 'password-reset' | 'password-reset-confirm' | 'confirm-email' | ContentPageSlug;
export type ShellRoute = { readonly path: string; readonly page: ShellPage };

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: '/auth/login/', page: 'login' },
  { path: LOGOUT_PAGE_PATH, page: 'logout' },
  { path: '/register/', page: 'register' },
  { path: '/account/password_reset/', page: 'password-reset' },
  { path: '/account/password_reset/confirm/', page: 'password-reset-confirm' },
  { path: CONFIRM_EMAIL_PAGE_PATH, page: 'confirm-email' },
  ...CONTENT_PAGE_SLUGS.map((slug) => ({ path: CONTENT_PAGE_PATHS[slug], page: slug })),
];

const SHELL_ROUTE_OBJECTS = SHELL_ROUTES.map((route) => ({ path: route.path }));
const PAGE_BY_ROUTE = new Map(SHELL_ROUTE_OBJECTS.map((object, i) => [object, SHELL_ROUTES[i]?.page]));

/** The shell's own page for `pathname`, or null when a remote (or the not-found page) answers it. */
export function shellPageForPath(pathname: string): ShellPage | null {
  const match = matchRoutes(SHELL_ROUTE_OBJECTS, pathname)?.at(-1);
  return (match && PAGE_BY_ROUTE.get(match.route)) ?? null;
}

const ROUTE_OBJECTS = REMOTE_ROUTES.map((route) => ({ path: route.path }));
const REMOTE_BY_ROUTE = new Map(ROUTE_OBJECTS.map((object, i) => [object, REMOTE_ROUTES[i]?.remote]));

/** The remote that renders `pathname`, or null when no remote owns it (the shell's not-found page). */
export function remoteForPath(pathname: string): RemoteName | null {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1);
  return (match && REMOTE_BY_ROUTE.get(match.route)) ?? null;
}
