import { sessionStore } from '@events/api-client/session-store';
import { useUserContext } from '@events/api-client/use-session';
import { ErrorState } from '@events/ui/error-state';
import { Link, useLocation } from '@events/router';
import { RemoteLoadError } from './remote-load-error';

type RemoteFallbackProps = { error: unknown; onRetry: () => void };

function isNotRegistered(error: unknown): boolean {
  return error instanceof RemoteLoadError && error.reason === 'not-registered';
}

/**
 * What the main region shows when its remote cannot be loaded or fails while rendering. A remote the
 * registry does not list for this visitor (producer and editor areas) asks a visitor to log in, and tells
 * a signed-in user that the account has no access.
 */
export function RemoteFallback({ error, onRetry }: RemoteFallbackProps) {
  const user = useUserContext();
  const { pathname, search } = useLocation();

  if (isNotRegistered(error)) {
    return user ? (
      <ErrorState title="This page is not available to your account." headingLevel={1} message="It is for producers or editors. If you think you should have access, please contact support.">
        <Link to="/" className="ui-button ui-button--secondary">
          Go to the home page
        </Link>
      </ErrorState>
    ) : (
      <ErrorState title="Please log in to see this page." headingLevel={1} message="This part of the site needs an account with access to it.">
        <button
          type="button"
          className="ui-button"
          onClick={() => sessionStore.getState().openAuthPrompt({ mode: 'login', next: `${pathname}${search}` })}
        >
          Log In
        </button>
      </ErrorState>
    );
  }

  return (
    <ErrorState
      title="This part of the site could not be loaded."
      headingLevel={1}
      message="Please check your connection and try again. The rest of the site still works."
      onRetry={onRetry}
    >
      <Link to="/" className="ui-button ui-button--secondary">
        Go to the home page
      </Link>
    </ErrorState>
  );
}
