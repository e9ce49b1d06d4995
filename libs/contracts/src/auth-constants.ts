// Error codes without zod: the listing's first route checks them.

/** Machine-readable code of the 403 an anonymous visitor gets for a date range beyond tomorrow. */
export const SIGN_UP_REQUIRED_CODE = 'sign_up_required';

/** Code of the 401 for a stale access token: the client refreshes the session and retries once. */
export const TOKEN_NOT_VALID_CODE = 'token_not_valid';
