import type { AuthPromptMode } from '@events/api-client/session-store';

/** The five steps of the login / sign-up flow (spec section 2); the user can switch between them. */
export type AuthStep = 'social-login' | 'email-login' | 'social-register' | 'email-register' | 'register-success';

export const STEP_TITLES: Readonly<Record<AuthStep, string>> = {
  'social-login': 'Log In',
  'email-login': 'Log In',
  'social-register': 'Sign Up',
  'email-register': 'Sign Up',
  'register-success': 'You are all set!',
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
