// Plain constants, no zod: the shell's tracker imports them before first paint.
/**
 * First-party site analytics (issue 16): the shell reports page views to the beacon path with navigator.sendBeacon;
 * no cookie and nothing in the browser's storage.
 */

export const ANALYTICS_BEACON_PATH = '/events/api/v1/analytics/beacon/';

/** Longest page path stored; longer ones are refused. */
export const ANALYTICS_PATH_MAX = 512;

/** A page path as a URL's pathname writes it (RFC 3986 path characters, percent-escapes included). */
export const ANALYTICS_PATH_PATTERN = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** The body field a cookie-authenticated beacon carries the CSRF token in (sendBeacon sets no header). */
export const BEACON_CSRF_FIELD = 'csrfmiddlewaretoken';
