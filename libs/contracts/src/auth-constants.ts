// Error codes without zod: the listing's first route checks them.

/** Machine-readable code of the 403 an anonymous visitor gets for a date range beyond tomorrow. */
export const SIGN_UP_REQUIRED_CODE = 'sign_up_required';

/** Code of the 401 for a stale access token: the client refreshes the session and retries once. */
export const TOKEN_NOT_VALID_CODE = 'token_not_valid';

// Paths the shell needs before zod loads (session renewal, the header's login and logout links, the social sign-in
// links, the e-mail confirmation page); the auth endpoints in auth.ts take their paths from these.

/** Prefix of the account API calls: their own 401s never start a session renewal. */
export const AUTH_API_PREFIX = '/events/api/v1/auth/';

/** POST: renews the session from the refresh cookie. */
export const TOKEN_REFRESH_PATH = `${AUTH_API_PREFIX}token/refresh/` as const;

/** Screen route (the shell's): asks for confirmation, then logs out with a POST and goes to a same-site `next`. */
export const LOGOUT_PAGE_PATH = '/auth/logout/';

/** Screen route of the login form (mailed to an address's owner when someone registers with it). */
export const LOGIN_PAGE_PATH = '/auth/login/';

/** Screen route of the confirmation link mailed after registration and an e-mail change (`?token=`). */
export const CONFIRM_EMAIL_PAGE_PATH = '/account/confirm_email/';

/** GET: starts a social sign-in with `{provider}` (or, with `process=connect`, links one). */
export const SOCIAL_LOGIN_PATH = '/auth/{provider}/login/';
