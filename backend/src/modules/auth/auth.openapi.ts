import type { ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  authProvidersSchema,
  detailAnswerSchema,
  loginAnswerSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
  SOCIAL_PROVIDERS,
  userContextSchema,
} from '@events/contracts/auth';
import { detailErrorSchema, fieldErrorsSchema } from '@events/contracts/lists';

const json = (schema: z.ZodType, description: string): ResponseConfig => ({ description, content: { 'application/json': { schema } } });
const badInput = json(fieldErrorsSchema, 'Bad input: a field error map (`nonFieldErrors` for the whole form).');
const throttled = json(detailErrorSchema, 'Too many requests from this client: `{detail, code: "throttled"}`, with Retry-After.');
const csrf = json(detailErrorSchema, 'A cookie-authenticated write without the X-CSRFToken header matching the csrftoken cookie.');
const redirect = (description: string): ResponseConfig => ({ description, headers: z.object({ Location: z.string() }) });
const providerPath = z.object({ provider: z.enum(SOCIAL_PROVIDERS).describe('A configured social provider (404 otherwise).') });
const nextQuery = z.object({
  next: z.string().optional().describe('Same-site path to return to (anything else means /).'),
  process: z.enum(['login', 'connect']).optional().describe('connect: link the provider to the signed-in account.'),
});

/**
 * OpenAPI entries of the account calls (registration, login, sessions, password reset, user data, social
 * sign-in), for the document of the openapi module: `...ACCOUNT_OPENAPI_ROUTES` in its route list.
 */
export const ACCOUNT_OPENAPI_ROUTES: RouteConfig[] = [
  {
    method: 'post',
    path: '/events/api/v1/auth/register/',
    tags: ['accounts'],
    summary: 'Register with e-mail and password (signs the new account in)',
    request: { body: { required: true, content: { 'application/json': { schema: registerSchema } } } },
    responses: { 201: json(userContextSchema, 'The user context; session cookies set.'), 400: badInput, 429: throttled },
  },
  {
    method: 'post',
    path: '/events/api/v1/auth/login/',
    tags: ['accounts'],
    summary: 'Log in with username or e-mail and password',
    description: 'Sets the httpOnly access cookie, the refresh cookie (sent to the refresh call only) and the readable csrftoken cookie.',
    request: {
      body: {
        required: true,
        content: { 'application/x-www-form-urlencoded': { schema: loginSchema }, 'application/json': { schema: loginSchema } },
      },
    },
    responses: { 200: json(loginAnswerSchema, '`key`: the access token (also usable as `Authorization: Bearer`).'), 400: badInput, 429: throttled },
  },
  {
    method: 'post',
    path: '/events/api/v1/auth/token/refresh/',
    tags: ['accounts'],
    summary: 'Rotate the refresh cookie for a new access token',
    description: 'A refresh token presented a second time revokes its whole sign-in. Needs the X-CSRFToken header.',
    responses: { 200: json(loginAnswerSchema, 'New access token; both cookies replaced.'), 401: json(detailErrorSchema, 'Unknown, expired, revoked or reused.'), 403: csrf },
  },
  {
    method: 'post',
    path: '/events/api/v1/auth/logout/',
    tags: ['accounts'],
    summary: 'Log out: end this sign-in and clear the cookies',
    responses: { 200: json(detailAnswerSchema, 'Logged out.'), 403: csrf },
  },
  {
    method: 'post',
    path: '/events/api/v1/auth/password_reset/',
    tags: ['accounts'],
    summary: 'Mail a single-use password reset link (valid one hour)',
    description: 'Answers the same whether or not the e-mail has an account.',
    request: { body: { required: true, content: { 'application/json': { schema: passwordResetRequestSchema } } } },
    responses: { 200: json(detailAnswerSchema, 'Sent (if the account exists).'), 400: badInput, 429: throttled },
  },
  {
    method: 'post',
    path: '/events/api/v1/auth/password_reset/confirm/',
    tags: ['accounts'],
    summary: 'Set a new password with the token of a reset link',
    request: { body: { required: true, content: { 'application/json': { schema: passwordResetConfirmSchema } } } },
    responses: { 200: json(detailAnswerSchema, 'Password set; every session of the account ended.'), 400: badInput, 429: throttled },
  },
  {
    method: 'get',
    path: '/events/api/v1/auth/providers',
    tags: ['accounts'],
    summary: 'The social sign-in providers this deployment offers',
    responses: { 200: json(authProvidersSchema, 'Configured providers.') },
  },
  {
    method: 'get',
    path: '/events/userdata/',
    tags: ['accounts'],
    summary: 'The user context of the signed-in user',
    responses: {
      200: json(userContextSchema, 'The user context.'),
      401: json(detailErrorSchema, '`token_not_valid`: the access token is stale (refresh, then retry).'),
      403: json(detailErrorSchema, 'Anonymous.'),
    },
  },
  {
    method: 'get',
    path: '/auth/logout/',
    tags: ['accounts'],
    summary: 'Log out and go to `next` (a same-site path)',
    request: { query: z.object({ next: z.string().optional() }) },
    responses: { 302: redirect('To `next`, or /.') },
  },
  {
    method: 'get',
    path: '/auth/{provider}/login/',
    tags: ['accounts'],
    summary: 'Start social sign-in (authorization code with PKCE)',
    request: { params: providerPath, query: nextQuery },
    responses: { 302: redirect("To the provider's sign-in page."), 404: json(detailErrorSchema, 'Provider not configured.') },
  },
  {
    method: 'post',
    path: '/auth/{provider}/login/',
    tags: ['accounts'],
    summary: 'Start social sign-in from a form (with the csrfmiddlewaretoken field)',
    request: { params: providerPath, body: { content: { 'application/x-www-form-urlencoded': { schema: nextQuery.extend({ csrfmiddlewaretoken: z.string() }) } } } },
    responses: { 302: redirect("To the provider's sign-in page."), 403: csrf, 404: json(detailErrorSchema, 'Provider not configured.') },
  },
  {
    method: 'get',
    path: '/auth/{provider}/callback/',
    tags: ['accounts'],
    summary: "The provider's answer: signs in (or links) and goes to `next`",
    request: { params: providerPath },
    responses: { 302: redirect('To `next`; on failure to /auth/login/?social_error=<code> (connect: `next` with social_error).'), 404: json(detailErrorSchema, 'Provider not configured.') },
  },
  {
    method: 'post',
    path: '/auth/{provider}/callback/',
    tags: ['accounts'],
    summary: "The provider's answer as a form post (Apple)",
    request: { params: providerPath },
    responses: { 302: redirect('As the GET callback.'), 404: json(detailErrorSchema, 'Provider not configured.') },
  },
];
