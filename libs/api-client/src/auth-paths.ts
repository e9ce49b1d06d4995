import type { SocialProvider } from '@events/contracts/auth';
import { LOGOUT_PAGE_PATH, SOCIAL_LOGIN_PATH } from '@events/contracts/auth-constants';
import { fillPath } from '@events/contracts/endpoint';
import { sameSitePath } from '@events/contracts/same-site-path';

/**
 * Screen routes of the account flows (served the shell's page). The login and e-mail confirmation pages come from
 * the zod-free half of the auth contracts: the header reads this module on the page's first route.
 */
export { CONFIRM_EMAIL_PAGE_PATH, LOGIN_PAGE_PATH } from '@events/contracts/auth-constants';
export const REGISTER_PAGE_PATH = '/register/';
export const PASSWORD_RESET_PAGE_PATH = '/account/password_reset/';
export const PASSWORD_RESET_CONFIRM_PAGE_PATH = '/account/password_reset/confirm/';
export const TERMS_OF_USE_PATH = '/terms-of-use/';
export const ACCOUNT_PAGE_PATH = '/account/';

/** The Log Out screen: asks for confirmation, logs out with a POST, then goes to `next`. */
export function logoutPagePath(next: string): string {
  return `${LOGOUT_PAGE_PATH}?next=${encodeURIComponent(next)}`;
}

/** Where a browser goes to sign in (or, with `process=connect`, link an account) with a social provider. */
export function socialLoginPath(provider: SocialProvider): string {
  return fillPath(SOCIAL_LOGIN_PATH, { provider });
}

/**
 * A redirect target is followed only when it is a path on this site: `/events/?x=1` yes; `//evil.example`,
 * `https://...`, `javascript:` and back-slash tricks no, checked on the text and again on the normalised path
 * (`/.//evil.example` normalises to `//evil.example`). Anything else answers null; a kept path is the normalised one.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  return next ? sameSitePath(next.trim()) : null;
}
