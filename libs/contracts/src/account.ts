import { z } from 'zod';
import { isLanguage } from './languages.js';
import { AUTH_MESSAGES, SOCIAL_PROVIDERS } from './auth.js';
import { endpointGroup, SIGNED_IN } from './endpoint.js';
import { ANONYMOUS, BAD_FORM, THROTTLED } from './endpoint-errors.js';
import { VALIDATION } from './messages.js';
import { DISTANCE_UNITS } from './reference.js';

/** Account details (/account/): name, e-mail, distance units, password, connected social accounts, deletion. */

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
  /** Answer of a resent link, and the account page's note while an address waits for its confirmation. */
  confirmationSent: (email: string) => `We sent a link to ${email}. Open it to confirm the address.`,
  notConfirmed: 'Your e-mail address is not confirmed yet.',
  changePending: (email: string) => `Your e-mail address changes to ${email} once you open the link we sent there.`,
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
  /** The language the user chose (issue 31): pages, field errors and mails are in it; null follows the browser. */
  language: z.string().nullable(),
  /** False for an account made by social sign-in that never set a password. */
  hasPassword: z.boolean(),
  /** The mailbox of `email` is proven (a confirmation link, a password reset link, or a provider's verified e-mail). */
  emailConfirmed: z.boolean(),
  /** A new address waiting for its confirmation link; `email` changes when it is opened. */
  pendingEmail: z.string().nullable(),
  socialAccounts: z.array(socialConnectionSchema),
});
export type Account = z.infer<typeof accountSchema>;

/** PATCH /events/api/v1/account/: any subset. */
export const accountUpdateSchema = z.object({
  first_name: name.optional(),
  last_name: name.optional(),
  email: z.string({ error: VALIDATION.required }).trim().min(1, VALIDATION.required).email(AUTH_MESSAGES.emailInvalid).max(254).optional(),
  distance_units: z.enum(DISTANCE_UNITS, { error: VALIDATION.choice }).optional(),
  /** One of LANGUAGES' codes, or null to follow the browser's language again. */
  language: z
    .string({ error: VALIDATION.required })
    .refine(isLanguage, { error: VALIDATION.choice })
    .nullable()
    .optional(),
  /** The current password: required (when the account has one) with a new e-mail, as for the account deletion. */
  password: z.string().max(128, VALIDATION.maxLength(128)).optional(),
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

const DETAILS = '/events/api/v1/account/';
const account = endpointGroup({ tag: 'account', access: SIGNED_IN, errors: { 403: ANONYMOUS } });
/** The calls that check the account's password: form errors, and throttled against guessing. */
const passwordChecked = account.with({ errors: { 400: BAD_FORM, 429: THROTTLED } });

/** Account details of the signed-in user (spec producer-and-account section 1). */
export const accountEndpoints = {
  details: account.get(DETAILS, {
    summary: 'Account details of the signed-in user, with the connected social accounts',
    response: accountSchema,
    responseDescription: 'The account.',
  }),
  update: passwordChecked.patch(DETAILS, {
    summary: 'Change first and last name, e-mail or distance units',
    description:
      'A new e-mail needs the current `password` when the account has one (400 `password` otherwise). It takes effect only ' +
      'when the confirmation link mailed to it is opened (`pendingEmail` until then); the old address is then told. The ' +
      'answer is the same whether or not another account has the address (its owner is mailed instead). A username that ' +
      'was the old e-mail follows the new one.',
    body: accountUpdateSchema,
    response: accountSchema,
    responseDescription: 'The updated account.',
  }),
  resendConfirmation: account.post('/events/api/v1/account/confirm_email/', {
    summary: 'Mail the confirmation link again',
    description: 'To the pending new address when there is one, else to the unconfirmed address of the account.',
    response: z.object({ detail: z.string() }),
    responseDescription: 'Sent (or nothing to confirm).',
    errors: { 429: THROTTLED },
  }),
  changePassword: passwordChecked.post('/events/api/v1/account/password/', {
    summary: 'Change (or set) the password',
    description:
      'old_password is required and checked when the account has a password; the new one follows the registration rules. ' +
      'Every other sign-in ends; this one continues on new session cookies.',
    body: passwordChangeSchema,
    response: passwordChangedSchema,
    responseDescription: 'Changed; `key` is the new access token.',
  }),
  disconnectSocial: account.delete('/events/api/v1/account/social/{provider}/', {
    summary: 'Disconnect a social account',
    params: socialProviderParamSchema,
    responseDescription: 'Disconnected.',
    errors: {
      400: 'Unknown provider, or `nonFieldErrors` when it is the last way to sign in (no password).',
      404: 'The provider is not connected to this account.',
    },
  }),
  remove: passwordChecked.delete(DETAILS, {
    summary: 'Delete the account with its address book, saved events, venues and searches',
    description: 'The body carries the password when the account has one. Clears the session cookies.',
    body: accountDeleteSchema,
    responseDescription: 'Deleted and signed out.',
  }),
} as const;

export const ACCOUNT_PATHS = {
  /** Screen route (mfe-account). */
  page: '/account/',
  /** Screen route (the shell's) where a password reset link is asked for (spec section 2). */
  passwordResetPage: '/account/password_reset/',
} as const;
