import type { ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { accountDeleteSchema, accountSchema, accountUpdateSchema, passwordChangedSchema, passwordChangeSchema } from '@events/contracts/account';
import { SOCIAL_PROVIDERS } from '@events/contracts/auth';
import { detailErrorSchema, fieldErrorsSchema } from '@events/contracts/lists';

const json = (schema: z.ZodType, description: string): ResponseConfig => ({ description, content: { 'application/json': { schema } } });
const jsonBody = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema } } });
const badInput = json(fieldErrorsSchema, 'Bad input: a field error map (`nonFieldErrors` for the whole form).');
const anonymous = json(detailErrorSchema, 'Anonymous (or a cookie-authenticated write without the CSRF header).');
const throttled = json(detailErrorSchema, 'Too many requests from this client: `{detail, code: "throttled"}`, with Retry-After.');
const providerPath = z.object({ provider: z.enum(SOCIAL_PROVIDERS).describe('A social provider linked to the account.') });

const DETAILS = '/events/api/v1/account/';

/** OpenAPI entries of the account details calls, for the openapi module's document (`...USERS_OPENAPI_ROUTES`). */
export const USERS_OPENAPI_ROUTES: RouteConfig[] = [
  {
    method: 'get',
    path: DETAILS,
    tags: ['account'],
    summary: 'Account details of the signed-in user, with the connected social accounts',
    responses: { 200: json(accountSchema, 'The account.'), 403: anonymous },
  },
  {
    method: 'patch',
    path: DETAILS,
    tags: ['account'],
    summary: 'Change first and last name, e-mail or distance units',
    description: 'A new e-mail must be free; a username that was the old e-mail follows the new one.',
    request: { body: jsonBody(accountUpdateSchema) },
    responses: { 200: json(accountSchema, 'The updated account.'), 400: badInput, 403: anonymous },
  },
  {
    method: 'post',
    path: '/events/api/v1/account/password/',
    tags: ['account'],
    summary: 'Change (or set) the password',
    description:
      'old_password is required and checked when the account has a password; the new one follows the registration rules. ' +
      'Every other sign-in ends; this one continues on new session cookies.',
    request: { body: jsonBody(passwordChangeSchema) },
    responses: { 200: json(passwordChangedSchema, 'Changed; `key` is the new access token.'), 400: badInput, 403: anonymous, 429: throttled },
  },
  {
    method: 'delete',
    path: '/events/api/v1/account/social/{provider}/',
    tags: ['account'],
    summary: 'Disconnect a social account',
    request: { params: providerPath },
    responses: {
      204: { description: 'Disconnected.' },
      400: json(fieldErrorsSchema, 'Unknown provider, or `nonFieldErrors` when it is the last way to sign in (no password).'),
      403: anonymous,
      404: json(detailErrorSchema, 'The provider is not connected to this account.'),
    },
  },
  {
    method: 'delete',
    path: DETAILS,
    tags: ['account'],
    summary: 'Delete the account with its address book, saved events, venues and searches',
    description: 'The body carries the password when the account has one. Clears the session cookies.',
    request: { body: jsonBody(accountDeleteSchema) },
    responses: { 204: { description: 'Deleted and signed out.' }, 400: badInput, 403: anonymous, 429: throttled },
  },
];
