import type { SocialProvider } from '@events/contracts/auth';

/**
 * Addresses of the account calls (spec public-discovery.md sections 2 and 7). Calls the spec names without a
 * path live under `/events/api/v1/` (DESIGN.md "API conventions").
 */
export const AUTH_API_PREFIX = '/events/api/v1/auth/';

export const USER_CONTEXT_PATH = '/events/userdata/';
export const LOGIN_PATH = `${AUTH_API_PREFIX}login/`;
export const REGISTER_PATH = `${AUTH_API_PREFIX}register/`;
export const LOGOUT_PATH = `${AUTH_API_PREFIX}logout/`;
export const TOKEN_REFRESH_PATH = `${AUTH_API_PREFIX}token/refresh/`;
export const PASSWORD_RESET_PATH = `${AUTH_API_PREFIX}password_reset/`;
export const PASSWORD_RESET_CONFIRM_PATH = `${AUTH_API_PREFIX}password_reset/confirm/`;
export const AUTH_PROVIDERS_PATH = `${AUTH_API_PREFIX}providers`;

/** Screen routes of the account flows (served the shell's page). */
export const LOGIN_PAGE_PATH = '/auth/login/';
export const REGISTER_PAGE_PATH = '/register/';
export const PASSWORD_RESET_PAGE_PATH = '/account/password_reset/';
export const PASSWORD_RESET_CONFIRM_PAGE_PATH = '/account/password_reset/confirm/';
export const TERMS_OF_USE_PATH = '/terms-of-use/';
export const ACCOUNT_PAGE_PATH = '/account/';

/** The server's logout route: ends the session and redirects to `next`. */
export function logoutPagePath(next: string): string {
  return `/auth/logout/?next=${encodeURIComponent(next)}`;
}

/** Where a browser goes to sign in (or, with `process=connect`, link an account) with a social provider. */
export function socialLoginPath(provider: SocialProvider): string {
  return `/auth/${provider}/login/`;
}

/**
 * A redirect target is followed only when it is a path on this site: `/events/?x=1` yes; `//evil.example`,
 * `https://...`, `javascript:` and back-slash tricks no. Anything else answers null.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  const value = next.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters (tabs, new lines) are stripped by browsers and could hide a `//`.
  for (let i = 0; i < value.length; i += 1) {
    if (value.charCodeAt(i) < 0x20 || value.charCodeAt(i) === 0x7f) return null;
  }
  return value;
}
