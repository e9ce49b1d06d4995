import { safeNextPath } from '@events/api-client/auth-paths';
import { useSessionStatus } from '@events/api-client/use-session';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { Link, useSearchParams } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { useSignOut } from '../../../hooks/use-sign-out';

const messages = defineMessages({
  title: { id: 'shell.logout.title', defaultMessage: 'Log Out' },
  question: { id: 'shell.logout.question', defaultMessage: 'Are you sure you want to log out?' },
  failed: { id: 'shell.logout.failed', defaultMessage: 'Logging out failed. Please try again.' },
  signedOut: { id: 'shell.logout.signedOut', defaultMessage: 'You are not logged in.' },
  continue: { id: 'shell.logout.continue', defaultMessage: 'Continue' },
  loggingOut: { id: 'shell.logout.loggingOut', defaultMessage: 'Logging out…' },
  logOut: { id: 'shell.logout.logOut', defaultMessage: 'Log Out' },
  cancel: { id: 'shell.logout.cancel', defaultMessage: 'Cancel' },
});

/** Between the two actions. */
const SPACE = ' ';

/**
 * /auth/logout/?next=: a GET only asks (a link on another site must not sign anyone out); the button logs out
 * with a POST and goes to `next` when it is a path on this site, else /. Cancel goes back there without logging out.
 */
export function LogoutPage() {
  const intl = useAppIntl();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next')) ?? '/';
  const status = useSessionStatus();
  const { signOut, busy, failed } = useSignOut();

  if (status === 'loading') return <Spinner />;

  // While logging out the form stays: the session turns anonymous a moment before `next` loads.
  if (status !== 'authenticated' && !busy) {
    return (
      <div className="auth-page">
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p>{intl.formatMessage(messages.signedOut)}</p>
        <p>
          <Link to={next}>{intl.formatMessage(messages.continue)}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <form
        className="ui-form"
        aria-labelledby="logout-question"
        onSubmit={(event) => {
          event.preventDefault();
          void signOut(next);
        }}
      >
        <p id="logout-question">{intl.formatMessage(messages.question)}</p>
        <FormErrors messages={failed ? [intl.formatMessage(messages.failed)] : []} />
        <div className="logout-page__actions">
          <Button type="submit" busy={busy}>
            {intl.formatMessage(busy ? messages.loggingOut : messages.logOut)}
          </Button>
          {SPACE}
          <Link to={next}>{intl.formatMessage(messages.cancel)}</Link>
        </div>
      </form>
    </div>
  );
}
