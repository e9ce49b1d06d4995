import { AUTH_MESSAGES, TOKEN_NOT_VALID_CODE } from '@events/contracts/auth';
import { type ErrorDefinition, moduleErrorOf, PERMISSION_DENIED } from '../errors/module-error.js';

export type AccessErrorCode = 'not_authenticated' | typeof TOKEN_NOT_VALID_CODE | 'permission_denied' | 'csrf_failed';

const ACCESS_ERRORS: Record<AccessErrorCode, ErrorDefinition> = {
  // 403 as the spec's clients expect ("403 means anonymous").
  not_authenticated: { status: 403, detail: AUTH_MESSAGES.notAuthenticated },
  token_not_valid: { status: 401, detail: AUTH_MESSAGES.tokenNotValid },
  permission_denied: PERMISSION_DENIED,
  csrf_failed: { status: 403, detail: AUTH_MESSAGES.csrfFailed },
};

/** Refusals of the global access guard. */
export class AccessError extends moduleErrorOf(ACCESS_ERRORS) {}
