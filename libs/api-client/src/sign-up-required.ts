import { SIGN_UP_REQUIRED_CODE } from '@events/contracts/auth';
import { ERRORS } from '@events/contracts/messages';
import { isApiError } from './api-error.js';
// By the package's name, not a relative path: the federation then hands a remote the shell's one store even
// when this module itself comes from the remote's bundle.
import { sessionStore } from '@events/api-client/session-store';

/** The 403 an anonymous visitor gets for a listing beyond tomorrow (code SIGN_UP_REQUIRED_CODE). */
export function isSignUpRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === SIGN_UP_REQUIRED_CODE;
}

/**
 * Opens the shell's modal in register mode with the spec's reason ("only today and tomorrow are always
 * viewable; the rest needs a free account") and a redirect back to `next` after signing up or in.
 */
export function promptSignUp(next: string | null = null): void {
  sessionStore.getState().openAuthPrompt({ mode: 'register', next, message: ERRORS.signUpPrompt });
}
