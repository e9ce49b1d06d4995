import { sessionStore } from '@events/api-client/session-store';
import { useAuthPrompt, useSessionStatus } from '@events/api-client/use-session';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * The account area is for signed-in users: while the session loads a spinner shows; an anonymous visitor gets
 * the shell's login modal (once per visit, coming back here after signing in) and an in-page prompt to open
 * it again; a session that could not be read offers a retry. Never a broken page.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const { open } = useAuthPrompt();
  const { pathname, search } = useLocation();
  const next = `${pathname}${search}`;
  const prompted = useRef(false);

  useEffect(() => {
    if (status !== 'anonymous' || prompted.current) return;
    prompted.current = true;
    open({ mode: 'login', next });
  }, [status, next, open]);

  if (status === 'loading') return <Spinner />;
  if (status === 'unavailable') {
    return <ErrorState title="Your account could not be loaded" message="Please try your request again." onRetry={() => void sessionStore.getState().load()} />;
  }
  if (status === 'anonymous') {
    return (
      <div className="ui-state" data-testid="sign-in-required">
        <h1 className="ui-state__title">Log in to see your account</h1>
        <p className="ui-state__message">Your saved events, venues, searches, address book and account details are kept with your free account.</p>
        <div className="ui-state__actions">
          <button type="button" className="ui-button" onClick={() => open({ mode: 'login', next })}>
            Log In
          </button>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => open({ mode: 'register', next })}>
            Sign Up
          </button>
        </div>
      </div>
    );
  }
  return children;
}
