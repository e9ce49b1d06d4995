import type { AuthPromptMode } from '@events/api-client/session-store';
import { defineMessages, type MessageDescriptor } from '@events/api-client/intl';

const messages = defineMessages({
  logIn: { id: 'shell.auth.title.logIn', defaultMessage: 'Log In' },
  signUp: { id: 'shell.auth.title.signUp', defaultMessage: 'Sign Up' },
  allSet: { id: 'shell.auth.title.allSet', defaultMessage: 'You are all set!' },
});

/** The five steps of the login / sign-up flow (spec section 2); the user can switch between them. */
export type AuthStep = 'social-login' | 'email-login' | 'social-register' | 'email-register' | 'register-success';

export const STEP_TITLES: Readonly<Record<AuthStep, MessageDescriptor>> = {
  'social-login': messages.logIn,
  'email-login': messages.logIn,
  'social-register': messages.signUp,
  'email-register': messages.signUp,
  'register-success': messages.allSet,
};

/** The step a mode opens on: the social step first, which falls back to e-mail when no provider is configured. */
export function firstStep(mode: AuthPromptMode): AuthStep {
  return mode === 'register' ? 'social-register' : 'social-login';
}

/** A social step without any configured provider shows its e-mail counterpart. */
export function visibleStep(step: AuthStep, hasProviders: boolean): AuthStep {
  if (hasProviders) return step;
  if (step === 'social-login') return 'email-login';
  if (step === 'social-register') return 'email-register';
  return step;
}
