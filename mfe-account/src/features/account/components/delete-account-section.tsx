import { sessionStore } from '@events/api-client/session-store';
import { fieldErrorsOf } from '@events/api-client/field-errors';
import { Button } from '@events/ui/button';
import { Dialog } from '@events/ui/dialog';
import { FormErrors } from '@events/ui/form-errors';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { PasswordField } from '@events/ui/password-field';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { useDeleteAccount } from '../api/delete-account';
import { failureMessageOf } from '../utils/account-failures';
import { accountMessages } from '../utils/account-messages';

const messages = defineMessages({
  heading: { id: 'account.delete.heading', defaultMessage: 'Delete account' },
  open: { id: 'account.delete.open', defaultMessage: 'Delete account' },
  password: { id: 'account.delete.password', defaultMessage: 'Password' },
  cancel: { id: 'account.delete.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'account.delete.confirm', defaultMessage: 'Delete my account' },
});

/**
 * Deletes the account after a confirmation dialog (with the password when the account has one): the server
 * removes the user's personal data and saved items and ends the session; the page goes home signed out.
 */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const intl = useAppIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string[]>([]);

  const close = () => {
    setOpen(false);
    setPassword('');
    setPasswordErrors([]);
    setFailure([]);
  };

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    setPasswordErrors([]);
    setFailure([]);
    try {
      await deletion.mutateAsync(hasPassword ? { password } : {});
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields?.password) setPasswordErrors(fields.password);
      else setFailure([failureMessageOf(error, intl)]);
      return;
    }
    // Leave the account area first, then forget the user: its sign-in prompt must not open for someone who left.
    await navigate('/', { replace: true });
    queryClient.clear();
    await sessionStore.getState().load();
  };

  return (
    <section className="account-section account-section--danger" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className="account-section__title">
        {intl.formatMessage(messages.heading)}
      </h2>
      <p>{intl.formatMessage(accountMessages.deleteText)}</p>
      <Button className="account-button--danger" onClick={() => setOpen(true)}>
        {intl.formatMessage(messages.open)}
      </Button>
      {open && (
        <Dialog open onClose={close} title={intl.formatMessage(accountMessages.deleteTitle)}>
          <form className="ui-form" noValidate onSubmit={(event) => void onConfirm(event)}>
            <p>{intl.formatMessage(accountMessages.deleteText)}</p>
            {hasPassword && (
              <PasswordField
                label={intl.formatMessage(messages.password)}
                name="password"
                purpose="current"
                data-autofocus=""
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                errors={passwordErrors}
              />
            )}
            <FormErrors messages={failure} />
            <div className="ui-actions">
              <Button variant="secondary" onClick={close} data-autofocus={hasPassword ? undefined : ''}>
                {intl.formatMessage(messages.cancel)}
              </Button>
              <Button type="submit" className="account-button--danger" busy={deletion.isPending}>
                {intl.formatMessage(messages.confirm)}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </section>
  );
}
