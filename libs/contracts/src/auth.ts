import { z } from 'zod';
import { CONFIRM_EMAIL_PAGE_PATH, LOGIN_PAGE_PATH, SOCIAL_LOGIN_PATH, TOKEN_REFRESH_PATH } from './auth-constants.js';
import { DISTANCE_UNITS } from './reference.js';
import { endpointGroup, pathOf, PUBLIC, SIGNED_IN } from './endpoint.js';
import { ANONYMOUS_READ, BAD_FORM, THROTTLED } from './endpoint-errors.js';
import { VALIDATION } from './messages.js';

/** Wording of account errors (Django-allauth style, as the spec's server answers read). */
export const AUTH_MESSAGES = {
  passwordTooShort: (min: number) => `This password is too short. It must contain at least ${min} characters.`,
  passwordTooCommon: 'This password is too common.',
  passwordNumeric: 'This password is entirely numeric.',
  /** The strength estimate's verdict (zxcvbn-ts) when no other rule applies: `abcdefgh`, eight spaces. */
  passwordTooWeak: 'This password is too easy to guess. Add another word or two; uncommon words are better.',
  passwordSimilar: 'The password is too similar to the email address.',
  passwordMismatch: 'The two password fields didn’t match.',
  emailTaken: 'A user is already registered with this e-mail address.',
  /** Registration's answer, alike whether the address was free or already had an account (whose owner is mailed). */
  registered: 'We sent a message to your e-mail address. Open its link to confirm the address; you can log in now.',
  emailInvalid: 'Enter a valid email address.',
  badCredentials: 'Unable to log in with provided credentials.',
  notAuthenticated: 'Authentication credentials were not provided.',
  csrfFailed: 'CSRF Failed: CSRF token missing or incorrect.',
  resetLinkInvalid: 'The password reset link is invalid or has expired.',
  signUpRequired: 'Only today and tomorrow are always viewable; the rest needs a free account.',
  throttled: 'Request was throttled. Please try again later.',
  usernameTaken: 'A user with that username already exists.',
  permissionDenied: 'You do not have permission to perform this action.',
  /** A presented access token that is expired, revoked or forged (refresh, then retry). */
  tokenNotValid: 'Given token not valid for any token type',
  refreshInvalid: 'Token is invalid or expired',
  resetSent: 'Password reset e-mail has been sent.',
  resetDone: 'Password has been reset with the new password.',
  emailConfirmed: 'Your e-mail address is confirmed.',
  confirmationLinkInvalid: 'The confirmation link is invalid or has expired.',
  /** A confirmed change whose address another account took in the meantime. */
  confirmationEmailTaken: 'This e-mail address now belongs to another account.',
  loggedOut: 'Successfully logged out.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

export { SIGN_UP_REQUIRED_CODE, TOKEN_NOT_VALID_CODE } from './auth-constants.js';

/** Session cookies and the CSRF double-submit pair. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
/** Form field carrying the CSRF token in a plain HTML form post (social sign-in). */
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken';

export const SOCIAL_PROVIDERS = ['apple', 'google', 'twitter', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const email = z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).email(AUTH_MESSAGES.emailInvalid).max(254);
const password = z.string({ error: VALIDATION.required }).min(1, VALIDATION.required).max(128, VALIDATION.maxLength(128));

/** POST register (JSON). The username is copied from the e-mail by the form. */
export const registerSchema = z
  .object({
    username: z.string().trim().max(150, VALIDATION.maxLength(150)).optional(),
    email,
    password1: password,
    password2: password,
  })
  .refine((v) => v.password1 === v.password2, { path: ['password2'], message: AUTH_MESSAGES.passwordMismatch });
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST login (form data): username is a username or an e-mail. */
export const loginSchema = z.object({
  username: z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).max(254),
  password,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST login and POST token refresh answer the access token (also set as an httpOnly cookie). */
export const loginAnswerSchema = z.object({ key: z.string() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** Answers that only say what happened (logout, password reset request and confirm). */
export const detailAnswerSchema = z.object({ detail: z.string() });

export const passwordResetRequestSchema = z.object({ email });

/** POST confirm e-mail: the token of a mailed confirmation link. */
export const emailConfirmSchema = z.object({ token: z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).max(200) });
export type EmailConfirm = z.infer<typeof emailConfirmSchema>;

/** The answer of a confirmation: the address now confirmed (after a change, the account's new address). */
/** An answer about one e-mail address: a message and the address it concerns. */
const addressAnswerSchema = z.object({ detail: z.string(), email: z.string() });
export const emailConfirmedSchema = addressAnswerSchema;
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;
/** Registration's answer: the same for a free address and one that already has an account. */
export const registeredSchema = addressAnswerSchema;
export type Registered = z.infer<typeof registeredSchema>;
export const passwordResetConfirmSchema = z
  .object({
    token: z.string({ error: VALIDATION.required }).min(1, VALIDATION.required),
    new_password1: password,
    new_password2: password,
  })
  .refine((v) => v.new_password1 === v.new_password2, { path: ['new_password2'], message: AUTH_MESSAGES.passwordMismatch });

export const addressEntrySchema = z.object({ id: z.number().int(), name: z.string(), lat: z.number(), lon: z.number() });

export const producerQuotaSchema = z.object({
  poi: z.object({ id: z.number().int(), name: z.string() }),
  quota: z.object({ used: z.number().int(), allowed: z.number().int(), canAdd: z.boolean() }).nullable(),
  isBillingContact: z.boolean(),
  portalLink: z.string().nullable(),
});
export type ProducerQuota = z.infer<typeof producerQuotaSchema>;

/** GET /events/userdata/ (403 when anonymous). */
export const userContextSchema = z.object({
  authenticated: z.literal(true),
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isSuperuser: z.boolean(),
  isStaff: z.boolean(),
  isEditor: z.boolean(),
  isZeditor: z.boolean(),
  isProducer: z.boolean(),
  hasActiveSubscription: z.boolean(),
  distanceUnits: z.enum(DISTANCE_UNITS),
  /** The saved language choice (issue 31), null when the user follows the browser's. */
  language: z.string().nullable(),
  addresses: z.array(addressEntrySchema),
  savedSearches: z.array(z.object({ id: z.number().int(), searchName: z.string() })),
  savedPoiIds: z.array(z.number().int()),
  savedEventIds: z.array(z.number().int()),
  producerQuotas: z.array(producerQuotaSchema),
  /** Whether the user has claimed a venue, whatever the claim's status (My Claims in the account menu). */
  hasClaims: z.boolean(),
  /** Staff-only external tools of the account menu (label -> URL, set by configuration). */
  staffLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  /** The site's support e-mail address (configuration SUPPORT_EMAIL). */
  supportEmail: z.string(),
});
export type UserContext = z.infer<typeof userContextSchema>;

/** GET /events/api/v1/auth/providers: the social providers this deployment has configured. */
export const authProvidersSchema = z.object({ providers: z.array(z.enum(SOCIAL_PROVIDERS)) });

/** POST/GET bookmark toggles answer the new state. */
export const savedStateSchema = z.object({ saved: z.boolean() });
export type SavedState = z.infer<typeof savedStateSchema>;

/** Optional body or query of a bookmark POST: an explicit flag forces add (true) or remove (false); absent toggles. */
export const savedFlagSchema = z.object({
  saved: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'], { error: 'Must be a valid boolean.' })], { error: 'Must be a valid boolean.' })
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
});

const CSRF = 'A cookie-authenticated write without the X-CSRFToken header matching the csrftoken cookie.';
const NO_PROVIDER = 'Provider not configured.';
const CROSS_SITE =
  'Login CSRF: an Origin (else Referer) that is not this site, PUBLIC_URL, a CORS_ORIGINS origin or an ALLOWED_HOSTS host; ' +
  'or neither header, with cookies but without the X-CSRFToken header matching the csrftoken cookie.';

/** `{provider}` of the social sign-in paths (the controller answers 404 for one that is not configured). */
export const socialProviderPathSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS).describe('A configured social provider (404 otherwise).') });
/** Where a social sign-in returns to, and whether it links the provider to the signed-in account. */
export const socialStartSchema = z.object({
  next: z.string().optional().describe('Same-site path to return to (anything else means /).'),
  process: z.enum(['login', 'connect']).optional().describe('connect: link the provider to the signed-in account.'),
});
export const socialStartFormSchema = socialStartSchema.extend({ [CSRF_FORM_FIELD]: z.string() });

const auth = endpointGroup({ tag: 'accounts', access: PUBLIC });
/** The social sign-in round trip: a provider in the path, answered by a redirect that sets this browser's cookies. */
const socialSignIn = auth.with({ params: socialProviderPathSchema, responseKind: 'redirect', status: 302, cache: 'private', errors: { 404: NO_PROVIDER } });

/**
 * Registration, login, sessions, password reset, the user context and social sign-in (spec public-discovery
 * section 4). Their answers set and clear the session cookies.
 */
export const authEndpoints = {
  register: auth.post('/events/api/v1/auth/register/', {
    summary: 'Register with e-mail and password (mails a confirmation link; log in next)',
    description:
      'The answer is the same whether the address was free or already had an account: a new account is created and mailed its confirmation link, ' +
      'while the owner of a known address is mailed a notice instead and nothing changes. The new account signs in with the login call.',
    body: registerSchema,
    status: 201,
    response: registeredSchema,
    responseDescription: 'Registration mailed; no session is set.',
    errors: { 400: BAD_FORM, 403: CROSS_SITE, 429: THROTTLED },
  }),
  login: auth.post('/events/api/v1/auth/login/', {
    summary: 'Log in with username or e-mail and password',
    description: 'Sets the httpOnly access cookie, the refresh cookie (sent to the refresh call only) and the readable csrftoken cookie.',
    body: loginSchema,
    bodyKind: 'form',
    response: loginAnswerSchema,
    responseDescription: '`key`: the access token (also usable as `Authorization: Bearer`).',
    errors: { 400: BAD_FORM, 403: CROSS_SITE, 429: THROTTLED },
  }),
  refresh: auth.post(TOKEN_REFRESH_PATH, {
    summary: 'Rotate the refresh cookie for a new access token',
    description: 'A refresh token presented a second time revokes its whole sign-in. Needs the X-CSRFToken header.',
    response: loginAnswerSchema,
    responseDescription: 'New access token; both cookies replaced.',
    errors: { 401: 'Unknown, expired, revoked or reused.', 403: CSRF },
  }),
  logout: auth.post('/events/api/v1/auth/logout/', {
    summary: 'Log out: end this sign-in and clear the cookies',
    description:
      'The only way to log out: a POST with the CSRF header (a link cannot sign anyone out). The Log Out screen ' +
      '(GET /auth/logout/?next=, served the shell) asks for confirmation and then calls it.',
    response: detailAnswerSchema,
    responseDescription: 'Logged out.',
    errors: { 403: CSRF },
  }),
  passwordReset: auth.post('/events/api/v1/auth/password_reset/', {
    summary: 'Mail a single-use password reset link (valid one hour)',
    description: 'Answers the same whether or not the e-mail has an account.',
    body: passwordResetRequestSchema,
    response: detailAnswerSchema,
    responseDescription: 'Sent (if the account exists).',
    errors: { 400: BAD_FORM, 403: CROSS_SITE, 429: THROTTLED },
  }),
  passwordResetConfirm: auth.post('/events/api/v1/auth/password_reset/confirm/', {
    summary: 'Set a new password with the token of a reset link',
    body: passwordResetConfirmSchema,
    response: detailAnswerSchema,
    responseDescription: 'Password set; every session of the account ended.',
    errors: { 400: BAD_FORM, 403: CROSS_SITE, 429: THROTTLED },
  }),
  confirmEmail: auth.post('/events/api/v1/auth/confirm_email/', {
    summary: 'Confirm an e-mail address with the token of a mailed link',
    description:
      'Proves the mailbox: after registration the account is confirmed; after an e-mail change the new address takes effect ' +
      'and the old one is told. Works signed in or not (the link may be opened on another device).',
    body: emailConfirmSchema,
    response: emailConfirmedSchema,
    responseDescription: 'Confirmed.',
    errors: { 400: 'Field error map on `token`: unknown, used or expired link, or the address now belongs to another account.', 403: CROSS_SITE, 429: THROTTLED },
  }),
  providers: auth.get('/events/api/v1/auth/providers', {
    summary: 'The social sign-in providers this deployment offers',
    response: authProvidersSchema,
    responseDescription: 'Configured providers.',
  }),
  userData: auth.get('/events/userdata/', {
    access: SIGNED_IN,
    summary: 'The user context of the signed-in user',
    response: userContextSchema,
    responseDescription: 'The user context.',
    errors: { 401: '`token_not_valid`: the access token is stale (refresh, then retry).', 403: ANONYMOUS_READ },
  }),
  socialLogin: socialSignIn.get(SOCIAL_LOGIN_PATH, {
    summary: 'Start social sign-in (authorization code with PKCE)',
    query: socialStartSchema,
    responseDescription: "To the provider's sign-in page.",
  }),
  socialLoginForm: socialSignIn.post('/auth/{provider}/login/', {
    summary: 'Start social sign-in from a form (with the csrfmiddlewaretoken field)',
    body: socialStartFormSchema,
    bodyKind: 'form',
    bodyOptional: true,
    responseDescription: "To the provider's sign-in page.",
    errors: { 403: CSRF },
  }),
  socialCallback: socialSignIn.get('/auth/{provider}/callback/', {
    summary: "The provider's answer: signs in (or links) and goes to `next`",
    responseDescription: 'To `next`; on failure to /auth/login/?social_error=<code> (connect: `next` with social_error).',
  }),
  socialCallbackForm: socialSignIn.post('/auth/{provider}/callback/', {
    summary: "The provider's answer as a form post (Apple)",
    responseDescription: 'As the GET callback.',
  }),
} as const;

/** Paths the backend writes into cookies, mails and redirects, from their endpoints. */
export const AUTH_PATHS = {
  refresh: authEndpoints.refresh.path,
  /** Screen route of the login form (mailed to an address's owner when someone registers with it). */
  loginPage: LOGIN_PAGE_PATH,
  /** Screen route of the reset link mailed to the user (`?token=`). */
  passwordResetConfirmPage: '/account/password_reset/confirm/',
  /** Screen route of the confirmation link mailed after registration and an e-mail change (`?token=`). */
  confirmEmailPage: CONFIRM_EMAIL_PAGE_PATH,
  socialCallback: (provider: SocialProvider) => pathOf(authEndpoints.socialCallback, { provider }),
} as const;
