import { isApiError } from '@events/api-client/api-error';
import { SIGN_UP_REQUIRED_CODE } from '@events/contracts/auth-constants';

/**
 * The 403 an anonymous visitor gets for a listing beyond tomorrow. Checked here rather than through
 * @events/api-client/sign-up-required: a subpath the shell does not load itself is not shared at run time,
 * and that module would bring a second session store into this remote.
 */
export function isSignUpRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === SIGN_UP_REQUIRED_CODE;
}
