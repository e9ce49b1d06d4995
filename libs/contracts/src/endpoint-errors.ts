/**
 * What the API's usual error answers mean, in one wording for every endpoint that gives them (the OpenAPI
 * document's response descriptions). An endpoint whose answer says more about its own case writes its own.
 */

/** 400 with the field error map of a query or body checked by its schema. */
export const BAD_INPUT = 'Bad input: a field error map in the spec wording.';
export const BAD_FIELDS = 'Bad input: a field error map.';
/** 400 of a form whose errors may concern the whole of it. */
export const BAD_FORM = 'Bad input: a field error map (`nonFieldErrors` for the whole form).';
/** 400 of a path id that is not one. */
export const BAD_ID = 'Non-numeric or out-of-range id.';

/** 403 of a signed-in call made anonymously (or of a cookie-authenticated write that lacks its CSRF header). */
export const ANONYMOUS = 'Anonymous (or a cookie-authenticated write without the CSRF header).';
/** 403 of a signed-in read made anonymously. */
export const ANONYMOUS_READ = 'Anonymous.';
/** 403 of a caller without the role. */
export const NOT_EDITOR = 'Not an editor (zeditor or superuser).';
export const NOT_SUPERUSER = 'Not a superuser.';
export const NOT_STAFF = 'Not staff.';

export const NOT_FOUND = 'Not found: `{detail: "Not found."}`.';
export const THROTTLED = 'Too many requests from this client: `{detail, code: "throttled"}`, with Retry-After.';
