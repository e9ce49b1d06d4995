import { z } from 'zod';
import { AUTH_MESSAGES, SOCIAL_PROVIDERS } from './auth.js';
import { VALIDATION } from './messages.js';
import { DISTANCE_UNITS } from './reference.js';

/** Account details (/account/): name, e-mail, distance units, password, connected social accounts, deletion. */

export const ACCOUNT_PATHS = {
  details: '/events/api/v1/account/',
  password: '/events/api/v1/account/password/',
  social: (provider: string) => `/events/api/v1/account/social/${provider}/`,
  /** Screen route (mfe-account). */
  page: '/account/',
} as const;

export const ACCOUNT_MESSAGES = {
  updated: 'Your account details were saved.',
  passwordChanged: 'Your password was changed.',
  passwordWrong: 'Your old password was entered incorrectly. Please enter it again.',
  /** 400 `password` of the account deletion when the confirmation password does not match. */
  deletePasswordWrong: 'Your password was entered incorrectly. Please enter it again.',
  lastSignInMethod: 'Set a password before disconnecting your last social account.',
  socialDisconnected: (provider: string) => `${provider} was disconnected.`,
  deleteTitle: 'Delete your account?',
  deleteText: 'Your account, address book, saved events, venues and searches will be deleted permanently.',
  deleted: 'Your account was deleted.',
} as const;

const name = z.string({ error: VALIDATION.required }).trim().max(150, VALIDATION.maxLength(150));
const password = z.string({ error: VALIDATION.required }).min(1, VALIDATION.required).max(128, VALIDATION.maxLength(128));

export const socialConnectionSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  email: z.string(),
  created: z.string(),
});
export type SocialConnection = z.infer<typeof socialConnectionSchema>;

/** GET /events/api/v1/account/ (and the answer of PATCH). */
export const accountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  distanceUnits: z.enum(DISTANCE_UNITS),
  /** False for an account made by social sign-in that never set a password. */
  hasPassword: z.boolean(),
  socialAccounts: z.array(socialConnectionSchema),
});
export type Account = z.infer<typeof accountSchema>;

/** PATCH /events/api/v1/account/: any subset. */
export const accountUpdateSchema = z.object({
  first_name: name.optional(),
  last_name: name.optional(),
  email: z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).email(AUTH_MESSAGES.emailInvalid).max(254).optional(),
  distance_units: z.enum(DISTANCE_UNITS, { error: (issue) => `Select a valid choice. ${String(issue.input)} is not one of the available choices.` }).optional(),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** POST /events/api/v1/account/password/: old_password is required when the account has a password. */
export const passwordChangeSchema = z
  .object({
    old_password: z.string().max(128, VALIDATION.maxLength(128)).optional(),
    new_password1: password,
    new_password2: password,
  })
  .refine((v) => v.new_password1 === v.new_password2, { path: ['new_password2'], message: AUTH_MESSAGES.passwordMismatch });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * Answer of a password change: every other sign-in is ended and this one continues on new session cookies;
 * `key` is the new access token (for `Authorization: Bearer` clients).
 */
export const passwordChangedSchema = z.object({ detail: z.string(), key: z.string() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** DELETE /events/api/v1/account/ body: the password when the account has one (a confirmation, like the modal's). */
export const accountDeleteSchema = z.object({ password: z.string().max(128, VALIDATION.maxLength(128)).optional() });
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

export const socialProviderParamSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: 'Unknown provider.' }),
});
