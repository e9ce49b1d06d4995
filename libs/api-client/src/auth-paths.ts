import type { SocialProvider } from '@events/contracts/auth';
import { LOGOUT_PAGE_PATH, SOCIAL_LOGIN_PATH } from '@events/contracts/auth-constants';
import { fillPath } from '@events/contracts/endpoint';

/** Screen routes of the account flows (served the shell's page). */
export const LOGIN_PAGE_PATH = '/auth/login/';
export const REGISTER_PAGE_PATH = '/register/';
export const PASSWORD_RESET_PAGE_PATH = '/account/password_reset/';
export const PASSWORD_RESET_CONFIRM_PAGE_PATH = '/account/password_reset/confirm/';
export const TERMS_OF_USE_PATH = '/terms-of-use/';
export const ACCOUNT_PAGE_PATH = '/account/';

/** The server's logout route: ends the session and redirects to `next`. */
export function logoutPagePath(next: string): string {
  return `${LOGOUT_PAGE_PATH}?next=${encodeURIComponent(next)}`;
}

/** Where a browser goes to sign in (or, with `process=connect`, link an account) with a social provider. */
export function socialLoginPath(provider: SocialProvider): string {
  return fillPath(SOCIAL_LOGIN_PATH, { provider });
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
