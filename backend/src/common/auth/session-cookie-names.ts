/**
 * The session's cookies (set and cleared by the auth module's session-cookies.ts). A request carrying either is a
 * signed-in browser's, which the cache classes answer privately (common/http/cache-class.ts); a shared cache in
 * front of the app bypasses its store for them too (README "Caching").
 */

/** httpOnly cookie with the access JWT, sent on every request. */
export const ACCESS_COOKIE = 'access_token';
/** httpOnly cookie with the refresh token, sent only to the refresh call. */
export const REFRESH_COOKIE = 'refresh_token';
