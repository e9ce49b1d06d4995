import { Button } from '@events/ui/button';
import { Link } from '@events/router';

type RegisterSuccessProps = {
  /** The address the registration mailed. */
  email: string | undefined;
  /** Goes on to the e-mail login, the address filled in. */
  onLogIn: () => void;
  /** Following a link (closes the modal). */
  onLeave?: () => void;
};

/**
 * The last step of signing up. Registration signs nobody in and reads the same for an address that already has an
 * account (whose owner is mailed instead), so this step asks for a login and says where the confirmation went.
 */
export function RegisterSuccess({ email, onLogIn, onLeave }: RegisterSuccessProps) {
  return (
    <div className="auth-flow__success">
      <p>
        We sent a message to <strong>{email}</strong>. Open its link to confirm your address: you need a confirmed address to claim a venue.
      </p>
      <p>Log in now to save events and venues, keep an address book and save your searches.</p>
      <ul className="ui-actions">
        <li>
          <Button onClick={onLogIn}>Log in</Button>
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
