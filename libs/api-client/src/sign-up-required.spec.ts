import { SIGN_UP_REQUIRED_CODE } from '@events/contracts/auth';
import { ERRORS } from '@events/contracts/messages';
import { errorFromResponse } from './api-error.js';
import { sessionStore } from './session-store.js';
import { isSignUpRequired, promptSignUp } from './sign-up-required.js';

describe('sign-up required', () => {
  it('recognises the 403 with the sign-up code only', () => {
    expect(isSignUpRequired(errorFromResponse(403, { detail: ERRORS.signUpPrompt, code: SIGN_UP_REQUIRED_CODE }))).toBe(true);
    expect(isSignUpRequired(errorFromResponse(403, { detail: 'Forbidden.' }))).toBe(false);
    expect(isSignUpRequired(errorFromResponse(400, { code: SIGN_UP_REQUIRED_CODE }))).toBe(false);
    expect(isSignUpRequired(new Error('x'))).toBe(false);
  });

  it('opens the page session’s prompt in register mode with the reason', () => {
    promptSignUp('/events/?date_start=2030-01-01');
    expect(sessionStore.getState().authPrompt).toEqual({
      mode: 'register',
      next: '/events/?date_start=2030-01-01',
      message: ERRORS.signUpPrompt,
    });
  });
});
