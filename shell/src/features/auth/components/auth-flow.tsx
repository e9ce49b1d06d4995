import { useAuthProviders } from '@events/api-client/auth-providers';
import { Button } from '@events/ui/button';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { visibleStep, type AuthStep } from '../utils/auth-steps';
import { EmailLoginForm } from './email-login-form';
import { EmailRegisterForm } from './email-register-form';
import { RegisterSuccess } from './register-success';
import { SocialSignIn } from './social-sign-in';
import { TermsNotice } from './terms-notice';

const messages = defineMessages({
  or: { id: 'shell.authFlow.or', defaultMessage: 'or' },
  logInWithEmail: { id: 'shell.authFlow.logInWithEmail', defaultMessage: 'Log in with email' },
  signUpWithEmail: { id: 'shell.authFlow.signUpWithEmail', defaultMessage: 'Sign up with email' },
  otherLogIn: { id: 'shell.authFlow.otherLogIn', defaultMessage: 'Other ways to log in' },
  noAccount: { id: 'shell.authFlow.noAccount', defaultMessage: 'Don’t have an account?' },
  signUp: { id: 'shell.authFlow.signUp', defaultMessage: 'Sign up' },
  otherSignUp: { id: 'shell.authFlow.otherSignUp', defaultMessage: 'Other ways to sign up' },
  haveAccount: { id: 'shell.authFlow.haveAccount', defaultMessage: 'Already have an account?' },
  logIn: { id: 'shell.authFlow.logIn', defaultMessage: 'Log in' },
});

/** Between the question and its link. */
const SPACE = ' ';

export type AuthFlowProps = {
  step: AuthStep;
  onStepChange: (step: AuthStep) => void;
  /** Where a social provider's sign-in comes back to. */
  socialNext: string;
  /** Why the flow was opened (e.g. the sign-up prompt of a listing beyond tomorrow). */
  message?: string | null;
  /** Email login succeeded and the session reloaded: follow the redirect or close. */
  onLoggedIn: () => void;
  /** A link out of the flow was followed (the modal closes). */
  onLeave?: () => void;
  /** Focus the first control when the flow appears (the modal; a page keeps the reading position). */
  autoFocus?: boolean;
};

/** A social step: the providers' links, then "or" and the button to the same step by e-mail. */
function SocialStep({ emailWay, onEmail, ...social }: ComponentProps<typeof SocialSignIn> & { emailWay: string; onEmail: () => void }) {
  const intl = useAppIntl();
  return (
    <>
      <SocialSignIn {...social} />
      <p className="auth-flow__divider">{intl.formatMessage(messages.or)}</p>
      <Button variant="secondary" block onClick={onEmail}>
        {emailWay}
      </Button>
    </>
  );
}

/**
 * The login / sign-up flow shared by the modal and the /auth/login/ and /register/ pages: social sign-in,
 * e-mail sign-in, social register, e-mail register and register success, with links between them. The
 * container (modal or page) shows the step's title (STEP_TITLES).
 */
export function AuthFlow({ step: requested, onStepChange, socialNext, message, onLoggedIn, onLeave, autoFocus = false }: AuthFlowProps) {
  const intl = useAppIntl();
  const { providers, isPending } = useAuthProviders();
  const step = visibleStep(requested, providers.length > 0);
  const bodyRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef<AuthStep | null>(null);
  // The address a registration mailed: the success step names it, and the login after it starts with it.
  const [registered, setRegistered] = useState<string | undefined>(undefined);

  // In the modal, start at the first control once the step is shown (the providers may answer after the
  // dialog opened); after switching steps, at the new step's first control (or its text, on success).
  useEffect(() => {
    if (isPending || shownStep.current === step) return;
    const first = shownStep.current === null;
    shownStep.current = step;
    if (first && !autoFocus) return;
    const body = bodyRef.current;
    const target = step === 'register-success' ? body : (body?.querySelector<HTMLElement>('[data-autofocus]') ?? body?.querySelector<HTMLElement>('input, button, a[href]'));
    target?.focus();
  }, [step, isPending, autoFocus]);

  if (isPending) return <Spinner />;

  const hasProviders = providers.length > 0;
  const switchTo = (target: AuthStep) => () => onStepChange(target);

  return (
    <div className="auth-flow" ref={bodyRef} tabIndex={-1}>
      {message && step !== 'register-success' && <p className="ui-notice auth-flow__message">{message}</p>}

      {step === 'social-login' && (
        <SocialStep
          providers={providers}
          mode="login"
          next={socialNext}
          emailWay={intl.formatMessage(messages.logInWithEmail)}
          onEmail={switchTo('email-login')}
        />
      )}

      {step === 'email-login' && <EmailLoginForm onLoggedIn={onLoggedIn} onLeave={onLeave} username={registered} />}

      {step === 'social-register' && (
        <>
          <SocialStep
            providers={providers}
            mode="register"
            next={socialNext}
            emailWay={intl.formatMessage(messages.signUpWithEmail)}
            onEmail={switchTo('email-register')}
          />
          <TermsNotice />
        </>
      )}

      {step === 'email-register' && (
        <>
          <EmailRegisterForm
            onRegistered={(email) => {
              setRegistered(email);
              onStepChange('register-success');
            }}
          />
          <TermsNotice />
        </>
      )}

      {step === 'register-success' && <RegisterSuccess email={registered} onLogIn={switchTo('email-login')} onLeave={onLeave} />}

      {(step === 'email-login' || step === 'social-login') && (
        <SwitchLinks
          otherWays={step === 'email-login' && hasProviders ? { label: intl.formatMessage(messages.otherLogIn), onClick: switchTo('social-login') } : null}
          question={intl.formatMessage(messages.noAccount)}
          action={{ label: intl.formatMessage(messages.signUp), onClick: switchTo(step === 'email-login' ? 'email-register' : 'social-register') }}
        />
      )}

      {(step === 'email-register' || step === 'social-register') && (
        <SwitchLinks
          otherWays={step === 'email-register' && hasProviders ? { label: intl.formatMessage(messages.otherSignUp), onClick: switchTo('social-register') } : null}
          question={intl.formatMessage(messages.haveAccount)}
          action={{ label: intl.formatMessage(messages.logIn), onClick: switchTo(step === 'email-register' ? 'email-login' : 'social-login') }}
        />
      )}
    </div>
  );
}

type SwitchLink = { readonly label: string; readonly onClick: () => void };

/** Beneath a form: the other ways to the same end (e-mail or a provider), then the way to the other end. */
function SwitchLinks({ otherWays, question, action }: { otherWays: SwitchLink | null; question: string; action: SwitchLink }) {
  return (
    <p className="auth-flow__switch">
      {otherWays && (
        <>
          <Button variant="link" onClick={otherWays.onClick}>
            {otherWays.label}
          </Button>
          <br />
        </>
      )}
      {question}
      {SPACE}
      <Button variant="link" onClick={action.onClick}>
        {action.label}
      </Button>
    </p>
  );
}
