import { sessionStore } from '@events/api-client/session-store';
import { useUserContext } from '@events/api-client/use-session';
import { ErrorState } from '@events/ui/error-state';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { Link, useLocation } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { RemoteLoadError } from './remote-load-error';

const messages = defineMessages({
  noAccessTitle: { id: 'shell.remoteFallback.noAccessTitle', defaultMessage: 'This page is not available to your account.' },
  noAccessText: {
    id: 'shell.remoteFallback.noAccessText',
    defaultMessage: 'It is for producers or editors. If you think you should have access, please contact support.',
  },
  home: { id: 'shell.remoteFallback.home', defaultMessage: 'Go to the home page' },
  logInTitle: { id: 'shell.remoteFallback.logInTitle', defaultMessage: 'Please log in to see this page.' },
  logInText: { id: 'shell.remoteFallback.logInText', defaultMessage: 'This part of the site needs an account with access to it.' },
  logIn: { id: 'shell.remoteFallback.logIn', defaultMessage: 'Log In' },
  failedTitle: { id: 'shell.remoteFallback.failedTitle', defaultMessage: 'This part of the site could not be loaded.' },
  failedText: { id: 'shell.remoteFallback.failedText', defaultMessage: 'Please check your connection and try again. The rest of the site still works.' },
});

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
  const intl = useAppIntl();
  const user = useUserContext();
  const { pathname, search } = useLocation();

  if (isNotRegistered(error)) {
    return user ? (
      <ErrorState title={intl.formatMessage(messages.noAccessTitle)} headingLevel={1} message={intl.formatMessage(messages.noAccessText)}>
        <Link to="/" className="ui-button ui-button--secondary">
          {intl.formatMessage(messages.home)}
        </Link>
      </ErrorState>
    ) : (
      <ErrorState title={intl.formatMessage(messages.logInTitle)} headingLevel={1} message={intl.formatMessage(messages.logInText)}>
        <button
          type="button"
          className="ui-button"
          onClick={() => sessionStore.getState().openAuthPrompt({ mode: 'login', next: `${pathname}${search}` })}
        >
          {intl.formatMessage(messages.logIn)}
        </button>
      </ErrorState>
    );
  }

  return (
    <ErrorState
      title={intl.formatMessage(messages.failedTitle)}
      headingLevel={1}
      message={intl.formatMessage(messages.failedText)}
      onRetry={onRetry}
    >
      <Link to="/" className="ui-button ui-button--secondary">
        {intl.formatMessage(messages.home)}
      </Link>
    </ErrorState>
  );
}
