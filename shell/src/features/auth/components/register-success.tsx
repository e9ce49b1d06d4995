import { ACCOUNT_PAGE_PATH } from '@events/api-client/auth-paths';
import { Link } from 'react-router';

type RegisterSuccessProps = {
  /** A pending redirect, offered as the way to carry on. */
  next: string | null;
  /** Following a link (closes the modal). */
  onLeave?: () => void;
};

/** The last step: the account exists and is signed in; links to the account page and the events page. */
export function RegisterSuccess({ next, onLeave }: RegisterSuccessProps) {
  return (
    <div className="auth-flow__success">
      <p>Your account is ready and you are logged in. Save events and venues, keep an address book and save your searches.</p>
      <p>We sent you a link to confirm your e-mail address. Open it before you claim a venue: until then the address counts for nothing.</p>
      <ul className="ui-actions">
        {next && (
          <li>
            <Link to={next} className="ui-button" onClick={onLeave}>
              Continue where you left off
            </Link>
          </li>
        )}
        <li>
          <Link to={ACCOUNT_PAGE_PATH} className={next ? 'ui-button ui-button--secondary' : 'ui-button'} onClick={onLeave}>
            Go to my account
          </Link>
        </li>
        <li>
          <Link to="/events/" className="ui-button ui-button--secondary" onClick={onLeave}>
            Browse events
          </Link>
        </li>
      </ul>
    </div>
  );
}
