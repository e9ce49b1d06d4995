import { ACCOUNT_PAGE_PATH, safeNextPath } from '@events/api-client/auth-paths';
import { socialErrorMessage } from '@events/api-client/social-sign-in';
import type { AuthPromptMode } from '@events/api-client/session-store';
import { useSessionStatus, useUserContext } from '@events/api-client/use-session';
import { FormErrors } from '@events/ui/form-errors';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { PageQueryProvider } from '../../../app/page-query-provider';
import { REGISTER_HASH } from '../hooks/use-register-hash';
import { firstStep, STEP_TITLES, type AuthStep } from '../utils/auth-steps';
import { AuthFlow } from './auth-flow';

type AuthPageProps = { mode: AuthPromptMode };

const messages = plainMessages(defineMessages({
  signedInTitle: { id: 'shell.authPage.signedInTitle', defaultMessage: 'You are logged in' },
  signedInAs: { id: 'shell.authPage.signedInAs', defaultMessage: 'You are logged in as {name}.' },
  continue: { id: 'shell.authPage.continue', defaultMessage: 'Continue' },
  account: { id: 'shell.authPage.account', defaultMessage: 'Go to my account' },
  browse: { id: 'shell.authPage.browse', defaultMessage: 'Browse events' },
}));

/** Someone already signed in who opens /auth/login/ or /register/. */
function AlreadySignedIn({ name, next }: { name: string; next: string | null }) {
  const intl = useAppIntl();
  return (
    <>
      <h1>{intl.formatMessage(messages.signedInTitle)}</h1>
      <p>{intl.formatMessage(messages.signedInAs, { name })}</p>
      <ul className="ui-actions">
        {next && (
          <li>
            <Link to={next} className="ui-button">
              {intl.formatMessage(messages.continue)}
            </Link>
          </li>
        )}
        <li>
          <Link to={ACCOUNT_PAGE_PATH} className={next ? 'ui-button ui-button--secondary' : 'ui-button'}>
            {intl.formatMessage(messages.account)}
          </Link>
        </li>
        <li>
          <Link to="/events/" className="ui-button ui-button--secondary">
            {intl.formatMessage(messages.browse)}
          </Link>
        </li>
      </ul>
    </>
  );
}

function AuthPageContent({ mode }: AuthPageProps) {
  const intl = useAppIntl();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const next = safeNextPath(params.get('next'));
  const socialError = socialErrorMessage(params.get('social_error'));
  const [step, setStep] = useState<AuthStep>(() => firstStep(hash === REGISTER_HASH ? 'register' : mode));
  const status = useSessionStatus();
  const user = useUserContext();
  // While a login or sign-up of this page runs, its success must not flash the "already signed in" view.
  const busy = useIsMutating({ mutationKey: ['auth'] }) > 0;

  if (user && step !== 'register-success' && !busy) return <AlreadySignedIn name={user.firstName || user.username} next={next} />;
  if (status === 'loading') return null;

  return (
    <>
      <h1>{intl.formatMessage(STEP_TITLES[step])}</h1>
      {socialError && step !== 'register-success' && <FormErrors messages={[socialError]} />}
      <AuthFlow
        step={step}
        onStepChange={setStep}
        socialNext={next ?? '/'}
        onLoggedIn={() => navigate(next ?? '/', { replace: true })}
      />
    </>
  );
}

/** /auth/login/ and /register/: the login / sign-up flow as a page; `?next=` is followed after a login. */
export function AuthPage({ mode }: AuthPageProps) {
  return (
    <PageQueryProvider>
      <div className="auth-page">
        <AuthPageContent mode={mode} />
      </div>
    </PageQueryProvider>
  );
}

export function LoginPage() {
  return <AuthPage mode="login" />;
}

export function RegisterPage() {
  return <AuthPage mode="register" />;
}
