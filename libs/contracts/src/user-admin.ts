import { z } from 'zod';
import { anyRole, endpointGroup } from './endpoint.js';
import { NOT_SUPERUSER } from './endpoint-errors.js';
import { idParamSchema, pagedListSchema, pageQuerySchema } from './lists.js';
import { VALIDATION } from './messages.js';

/**
 * Users, from the browser (issue 27): what `npm run user:create` does on the command line, for superusers. Search
 * the accounts, give one a role, deactivate or reactivate it, mail it a password reset link; each change is a staff
 * action. A producer is made by venues (claims and plans), not by a role flag, so the roles here are the account's
 * standing: a plain user, a catalogue editor, or a superuser.
 */
export const USER_ADMIN_PATH = '/editor/users/';

export const USER_ADMIN_ROLES = ['user', 'editor', 'superuser'] as const;
export type UserAdminRole = (typeof USER_ADMIN_ROLES)[number];

export const USER_ADMIN_ROLE_LABELS: Record<UserAdminRole, string> = { user: 'User', editor: 'Editor', superuser: 'Superuser' };

export const USER_ADMIN_MESSAGES = {
  title: 'Users',
  searchLabel: 'Search by name, username or e-mail',
  notYourself: 'You cannot change your own role or deactivate your own account.',
  noChange: 'Choose a role or an active state to change.',
  noUsers: 'No accounts match this search.',
  resetSent: (email: string) => `A password reset link was sent to ${email}.`,
  inactiveNoReset: 'This account is deactivated: reactivate it before sending a reset link.',
} as const;

const SEARCH_MAX = 254;

export const userAdminListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX, VALIDATION.maxLength(SEARCH_MAX))
    .optional()
    .transform((value) => value ?? ''),
  ...pageQuerySchema.shape,
});
export type UserAdminListQuery = z.infer<typeof userAdminListQuerySchema>;

export const userAdminRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(USER_ADMIN_ROLES),
  /** Manages at least one venue. */
  isProducer: z.boolean(),
  isActive: z.boolean(),
  dateJoined: z.string(),
  lastLogin: z.string().nullable(),
});
export type UserAdminRow = z.infer<typeof userAdminRowSchema>;

export const userAdminListSchema = pagedListSchema(userAdminRowSchema);
export type UserAdminList = z.infer<typeof userAdminListSchema>;

export const userAdminUpdateSchema = z
  .object({
    role: z.enum(USER_ADMIN_ROLES, { error: VALIDATION.choice }).optional(),
    is_active: z.boolean({ error: 'Must be a valid boolean.' }).optional(),
  })
  .refine((value) => value.role !== undefined || value.is_active !== undefined, { path: ['nonFieldErrors'], message: USER_ADMIN_MESSAGES.noChange });
export type UserAdminUpdate = z.infer<typeof userAdminUpdateSchema>;

const USERS = '/events/api/v1/admin/users/';
const users = endpointGroup({ tag: 'users', access: anyRole('superuser'), errors: { 403: NOT_SUPERUSER } });
/** One account, by id. */
const user = users.with({ params: idParamSchema, errors: { 404: 'No such account.' } });

export const userAdminEndpoints = {
  list: users.get(USERS, {
    summary: 'Accounts matching a search (name, username or e-mail), newest first',
    query: userAdminListQuerySchema,
    response: userAdminListSchema,
  }),
  update: user.patch(`${USERS}{id}/`, {
    summary: "Change an account's role or active state (recorded as a staff action)",
    body: userAdminUpdateSchema,
    response: userAdminRowSchema,
    errors: { 400: 'Field error map (role, is_active; nonFieldErrors for no change or your own account).', 404: 'No such account.' },
  }),
  sendResetLink: user.post(`${USERS}{id}/reset-link/`, {
    summary: 'Mail the account a single-use password reset link (recorded as a staff action)',
    status: 204,
    responseDescription: 'Mailed.',
    errors: { 400: 'nonFieldErrors: the account is deactivated.', 404: 'No such account.' },
  }),
};
