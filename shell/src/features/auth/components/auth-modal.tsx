import type { AuthPrompt } from '@events/api-client/session-store';
import { sessionStore } from '@events/api-client/session-store';
import { Dialog } from '@events/ui/dialog';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { useState } from 'react';
import { useLocation, useNavigate } from '@events/router';
import { PageQueryProvider } from '../../../app/page-query-provider';
import { REGISTER_HASH } from '../hooks/use-register-hash';
import { firstStep, STEP_TITLES, type AuthStep } from '../utils/auth-steps';
import { AuthFlow } from './auth-flow';

type AuthModalProps = { prompt: AuthPrompt };

/**
 * The login / sign-up modal, opened through the shared session (the header's Log In link, `#register`, a
 * remote's bookmark or sign-up prompt). After an e-mail login it closes and follows the pending redirect.
 */
export function AuthModal({ prompt }: AuthModalProps) {
  const intl = useAppIntl();
  const navigate = useNavigate();
  const location = useLocation();
  // A new prompt (opened again, maybe in the other mode) starts again at its first step.
  const [flow, setFlow] = useState<{ prompt: AuthPrompt; step: AuthStep }>(() => ({ prompt, step: firstStep(prompt.mode) }));
  if (flow.prompt !== prompt) setFlow({ prompt, step: firstStep(prompt.mode) });
  const step = flow.prompt === prompt ? flow.step : firstStep(prompt.mode);

  const close = () => {
    sessionStore.getState().closeAuthPrompt();
    // Leaving #register in the address would open the modal again on the next visit to it.
    if (location.hash === REGISTER_HASH) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };

  const onLoggedIn = () => {
    close();
    if (prompt.next) navigate(prompt.next);
  };

  return (
    <PageQueryProvider>
      <Dialog open title={intl.formatMessage(STEP_TITLES[step])} onClose={close} className="auth-modal">
        <AuthFlow
          step={step}
          onStepChange={(next) => setFlow({ prompt, step: next })}
          socialNext={prompt.next ?? `${location.pathname}${location.search}`}
          message={prompt.message}
          onLoggedIn={onLoggedIn}
          onLeave={close}
          autoFocus
        />
      </Dialog>
    </PageQueryProvider>
  );
}
