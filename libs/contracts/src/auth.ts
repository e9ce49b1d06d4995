import { z } from 'zod';
import { DISTANCE_UNITS } from './reference.js';
import { VALIDATION } from './messages.js';

/** Wording of account errors (Django-allauth style, as the spec's server answers read). */
export const AUTH_MESSAGES = {
  passwordTooShort: (min: number) => `This password is too short. It must contain at least ${min} characters.`,
  passwordTooCommon: 'This password is too common.',
  passwordNumeric: 'This password is entirely numeric.',
  passwordSimilar: 'The password is too similar to the email address.',
  passwordMismatch: 'The two password fields didn’t match.',
  emailTaken: 'A user is already registered with this e-mail address.',
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
  loggedOut: 'Successfully logged out.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

export { SIGN_UP_REQUIRED_CODE, TOKEN_NOT_VALID_CODE } from './auth-constants.js';

/** Session cookies and the CSRF double-submit pair. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
/** Form field carrying the CSRF token in a plain HTML form post (social sign-in). */
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken';

/** Paths of the account calls (all relative to the site). */
export const AUTH_PATHS = {
  register: '/events/api/v1/auth/register/',
  login: '/events/api/v1/auth/login/',
  refresh: '/events/api/v1/auth/token/refresh/',
  logout: '/events/api/v1/auth/logout/',
  passwordReset: '/events/api/v1/auth/password_reset/',
  passwordResetConfirm: '/events/api/v1/auth/password_reset/confirm/',
  providers: '/events/api/v1/auth/providers',
  userData: '/events/userdata/',
  /** Screen route: GET clears the session and redirects to `next` (a same-site path). */
  logoutPage: '/auth/logout/',
  /** Screen route of the reset link mailed to the user (`?token=`). */
  passwordResetConfirmPage: '/account/password_reset/confirm/',
  socialLogin: (provider: SocialProvider) => `/auth/${provider}/login/`,
  socialCallback: (provider: SocialProvider) => `/auth/${provider}/callback/`,
  savedEvent: (id: number) => `/events/api/saved_events/event/${id}/`,
  savedPoi: (id: number) => `/events/api/saved_pois/poi/${id}/`,
} as const;

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
  addresses: z.array(addressEntrySchema),
  savedSearches: z.array(z.object({ id: z.number().int(), searchName: z.string() })),
  savedPoiIds: z.array(z.number().int()),
  savedEventIds: z.array(z.number().int()),
  producerQuotas: z.array(producerQuotaSchema),
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
