import { CONFIRM_EMAIL_PAGE_PATH, LOGIN_PAGE_PATH, LOGOUT_PAGE_PATH } from '@events/contracts/auth-constants';
import { CONTENT_PAGE_PATHS, CONTENT_PAGE_SLUGS, type ContentPageSlug } from '@events/contracts/content-pages-constants';

/** Screens the shell renders itself (account flows and the content pages), checked before the remotes' routes. */
export type ShellPage = 'login' | 'logout' | 'register' | 'password-reset' | 'password-reset-confirm' | 'confirm-email' | ContentPageSlug;
export type ShellRoute = { readonly path: string; readonly page: ShellPage };

/**
 * Data only, as remote-routes.ts: the shell's build also writes it to shell-routes.json, from which the backend
 * tells an address some screen owns (200) from one that only the not-found page answers (404).
 */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: LOGIN_PAGE_PATH, page: 'login' },
  { path: LOGOUT_PAGE_PATH, page: 'logout' },
  { path: '/register/', page: 'register' },
  { path: '/account/password_reset/', page: 'password-reset' },
  { path: '/account/password_reset/confirm/', page: 'password-reset-confirm' },
  { path: CONFIRM_EMAIL_PAGE_PATH, page: 'confirm-email' },
  ...CONTENT_PAGE_SLUGS.map((slug) => ({ path: CONTENT_PAGE_PATHS[slug], page: slug })),
];
