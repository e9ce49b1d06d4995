import { sessionStore } from '@events/api-client/session-store';
import { useAuthPrompt, useSessionStatus, useUserContext } from '@events/api-client/use-session';
import type { Role } from '@events/contracts/roles';
import { ErrorState } from '@events/ui/error-state';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { NotFound } from '@events/ui/not-found';
import { Spinner } from '@events/ui/spinner';
import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { Link, useLocation } from '@events/router';
import { roleGate } from './role-gate';

// libs/ui's catalogue holds these (scripts/i18n.mjs extracts libs/remote-kit with it).
const messages = defineMessages({
  unavailableTitle: { id: 'remoteKit.requireRole.unavailableTitle', defaultMessage: 'Your account could not be loaded' },
  unavailableText: { id: 'remoteKit.requireRole.unavailableText', defaultMessage: 'Please try your request again.' },
  logIn: { id: 'remoteKit.requireRole.logIn', defaultMessage: 'Log In' },
  signUp: { id: 'remoteKit.requireRole.signUp', defaultMessage: 'Sign Up' },
});

export type RequireRoleProps = {
  /** Any one of them lets the account in (`user`: any signed-in account; a superuser holds every role). */
  roles: readonly Role[];
  /** The in-page prompt an anonymous visitor sees, in the words of the area it guards. */
  signIn: { title: string; message: string };
  /** What a signed-in account without the role sees; by default "Page not found", as for an unknown address. */
  forbidden?: ReactNode;
  children: ReactNode;
};

/**
 * A remote's screens for some roles: while the session loads a spinner shows; an anonymous visitor gets the
 * shell's login modal (once per visit, coming back here after signing in) and an in-page prompt to open it
 * again; a session that could not be read offers a retry; an account without the role is refused. Never a
 * broken page. The backend still checks every call itself.
 */
export function RequireRole({ roles, signIn, forbidden, children }: RequireRoleProps) {
  const intl = useAppIntl();
  const status = useSessionStatus();
  const user = useUserContext();
  const { open } = useAuthPrompt();
  const { pathname, search } = useLocation();
  const next = `${pathname}${search}`;
  const prompted = useRef(false);
  const gate = roleGate(status, user, roles);

  useEffect(() => {
    if (gate !== 'anonymous' || prompted.current) return;
    prompted.current = true;
    open({ mode: 'login', next });
  }, [gate, next, open]);

  if (gate === 'loading') return <Spinner />;
  if (gate === 'unavailable') {
    return (
      <ErrorState
        title={intl.formatMessage(messages.unavailableTitle)}
        message={intl.formatMessage(messages.unavailableText)}
        onRetry={() => void sessionStore.getState().load()}
      />
    );
  }
  if (gate === 'anonymous') {
    return (
      <div className="ui-state" data-testid="sign-in-required">
        <h1 className="ui-state__title">{signIn.title}</h1>
        <p className="ui-state__message">{signIn.message}</p>
        <div className="ui-state__actions">
          <button type="button" className="ui-button" onClick={() => open({ mode: 'login', next })}>
            {intl.formatMessage(messages.logIn)}
          </button>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => open({ mode: 'register', next })}>
            {intl.formatMessage(messages.signUp)}
          </button>
        </div>
      </div>
    );
  }
  if (gate === 'forbidden') return forbidden ?? <NotFound LinkComponent={Link} />;
  return children;
}
