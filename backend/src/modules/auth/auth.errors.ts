import { AUTH_MESSAGES, SIGN_UP_REQUIRED_CODE, TOKEN_NOT_VALID_CODE } from '@events/contracts/auth';
import { type ErrorDefinition, moduleErrorOf, NOT_FOUND, THROTTLED } from '../../common/errors/module-error.js';

export type AuthErrorCode = typeof SIGN_UP_REQUIRED_CODE | typeof TOKEN_NOT_VALID_CODE | 'refresh_invalid' | 'provider_not_found' | 'throttled';

const AUTH_ERRORS: Record<AuthErrorCode, ErrorDefinition> = {
  // The UI turns this code into the sign-up prompt.
  sign_up_required: { status: 403, detail: AUTH_MESSAGES.signUpRequired },
  token_not_valid: { status: 401, detail: AUTH_MESSAGES.tokenNotValid },
  refresh_invalid: { status: 401, detail: AUTH_MESSAGES.refreshInvalid },
  provider_not_found: NOT_FOUND,
  throttled: THROTTLED,
};

export class AuthError extends moduleErrorOf(AUTH_ERRORS) {}
