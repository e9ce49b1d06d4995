import type { SocialProvider } from '@events/contracts/auth';
import { socialLoginPath } from './auth-paths.js';

/** How the providers are named on buttons ("Continue with Google", "Connect Google"). */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  apple: 'Apple',
  google: 'Google',
  twitter: 'Twitter',
  facebook: 'Facebook',
};

/**
 * The provider's social sign-in route with `?next=...`: the backend sends the browser on to the provider. With
 * `connect` the provider is linked to the signed-in account (`process=connect`) instead of signing in.
 *
 * A plain GET navigation rather than the spec's form post with a CSRF field: the site's Content-Security-Policy
 * (`form-action 'self'`) blocks a form submission that the server redirects to another origin, which every
 * provider is. The backend accepts both; the callback's state, nonce and PKCE checks protect the round trip
 * either way.
 */
export function socialSignInHref(provider: SocialProvider, next: string, options: { connect?: boolean } = {}): string {
  const params = new URLSearchParams(options.connect ? { process: 'connect', next } : { next });
  return `${socialLoginPath(provider)}?${params}`;
}

/**
 * Why a social sign-in or connection came back without completing: the backend redirects to the login page
 * (or, connecting, to the account page) with `?social_error=<code>`.
 */
const SOCIAL_ERRORS: Readonly<Record<string, string>> = {
  cancelled: 'Sign-in was cancelled. You can try again or use your e-mail address.',
  failed: 'Signing in with that provider did not work. Please try again or use your e-mail address.',
  email_required: 'The provider did not share an e-mail address, which an account needs. Please sign up with your e-mail address instead.',
  inactive: 'This account is inactive.',
  already_linked: 'That sign-in is already linked to another account.',
};

export function socialErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return SOCIAL_ERRORS[code] ?? SOCIAL_ERRORS.failed ?? null;
}
