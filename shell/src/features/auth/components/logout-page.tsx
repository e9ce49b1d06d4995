import { safeNextPath } from '@events/api-client/auth-paths';
import { useSessionStatus } from '@events/api-client/use-session';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { Spinner } from '@events/ui/spinner';
import { Link, useSearchParams } from '@events/router';
import { useSignOut } from '../../../hooks/use-sign-out';

export const LOGOUT_TITLE = 'Log Out';
export const LOGOUT_QUESTION = 'Are you sure you want to log out?';
export const LOGOUT_FAILED = 'Logging out failed. Please try again.';
export const SIGNED_OUT_TEXT = 'You are not logged in.';

/**
 * /auth/logout/?next=: a GET only asks (a link on another site must not sign anyone out); the button logs out
 * with a POST and goes to `next` when it is a path on this site, else /. Cancel goes back there without logging out.
 */
export function LogoutPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next')) ?? '/';
  const status = useSessionStatus();
  const { signOut, busy, failed } = useSignOut();

  if (status === 'loading') return <Spinner />;

  // While logging out the form stays: the session turns anonymous a moment before `next` loads.
  if (status !== 'authenticated' && !busy) {
    return (
      <div className="auth-page">
        <h1>{LOGOUT_TITLE}</h1>
        <p>{SIGNED_OUT_TEXT}</p>
        <p>
          <Link to={next}>Continue</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <h1>{LOGOUT_TITLE}</h1>
      <form
        className="ui-form"
        aria-labelledby="logout-question"
        onSubmit={(event) => {
          event.preventDefault();
          void signOut(next);
        }}
      >
        <p id="logout-question">{LOGOUT_QUESTION}</p>
        <FormErrors messages={failed ? [LOGOUT_FAILED] : []} />
        <div className="logout-page__actions">
          <Button type="submit" busy={busy}>
            {busy ? 'Logging out…' : 'Log Out'}
          </Button>{' '}
          <Link to={next}>Cancel</Link>
        </div>
      </form>
    </div>
  );
}
