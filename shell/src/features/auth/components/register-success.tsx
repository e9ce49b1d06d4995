import { Button } from '@events/ui/button';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { Link } from '@events/router';
import { defineMessages } from '@events/api-client/intl';

const messages = plainMessages(defineMessages({
  sent: {
    id: 'shell.registerSuccess.sent',
    defaultMessage:
      'We sent a message to <b>{email}</b>. Open its link to confirm your address: you need a confirmed address to claim a venue.',
  },
  logInNow: { id: 'shell.registerSuccess.logInNow', defaultMessage: 'Log in now to save events and venues, keep an address book and save your searches.' },
  logIn: { id: 'shell.registerSuccess.logIn', defaultMessage: 'Log in' },
  browse: { id: 'shell.registerSuccess.browse', defaultMessage: 'Browse events' },
}));

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
  const intl = useAppIntl();
  return (
    <div className="auth-flow__success">
      <p>{intl.formatMessage(messages.sent, { email: email ?? '', b: (chunks) => <strong>{chunks}</strong> })}</p>
      <p>{intl.formatMessage(messages.logInNow)}</p>
      <ul className="ui-actions">
        <li>
          <Button onClick={onLogIn}>{intl.formatMessage(messages.logIn)}</Button>
        </li>
        <li>
          <Link to="/events/" className="ui-button ui-button--secondary" onClick={onLeave}>
            {intl.formatMessage(messages.browse)}
          </Link>
        </li>
      </ul>
    </div>
  );
}
