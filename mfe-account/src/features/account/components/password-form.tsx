import { unshownFieldErrorLines } from '@events/api-client/field-errors';
import { passwordChangeSchema, type PasswordChange } from '@events/contracts/account';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf } from '@events/ui/form-messages';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { PasswordField } from '@events/ui/password-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import { useChangePassword } from '../api/change-password';
import { submitFailureLines } from '../utils/account-failures';
import { accountMessages } from '../utils/account-messages';

const FIELDS = ['old_password', 'new_password1', 'new_password2'] as const;
const messages = defineMessages({
  changeHeading: { id: 'account.password.changeHeading', defaultMessage: 'Change password' },
  setHeading: { id: 'account.password.setHeading', defaultMessage: 'Set a password' },
  current: { id: 'account.password.current', defaultMessage: 'Current password' },
  new: { id: 'account.password.new', defaultMessage: 'New password' },
  confirm: { id: 'account.password.confirm', defaultMessage: 'Confirm new password' },
  saving: { id: 'account.password.saving', defaultMessage: 'Saving…' },
  change: { id: 'account.password.change', defaultMessage: 'Change password' },
  set: { id: 'account.password.set', defaultMessage: 'Set password' },
});
const LABELS = { old_password: messages.current, new_password1: messages.new, new_password2: messages.confirm };
const EMPTY: PasswordChange = { old_password: '', new_password1: '', new_password2: '' };

/**
 * Changes the password: the current one (when the account has one; an account made by social sign-in sets
 * its first) and the new one twice. The server's rules (length, common, similar) come back on the fields.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const intl = useAppIntl();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const [listed, setListed] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChange>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (body) => {
    setDone(false);
    setListed([]);
    try {
      await change.mutateAsync(hasPassword ? body : { new_password1: body.new_password1, new_password2: body.new_password2 });
      reset(EMPTY);
      setDone(true);
    } catch (error) {
      const labels = Object.fromEntries(Object.entries(LABELS).map(([field, label]) => [field, intl.formatMessage(label)]));
      setListed(submitFailureLines(error, setError, FIELDS, (fields) => unshownFieldErrorLines(fields, FIELDS, labels), intl));
    }
  });

  return (
    <form className="ui-form account-form" noValidate onSubmit={onSubmit} aria-labelledby="password-heading">
      <h2 id="password-heading" className="account-section__title">
        {intl.formatMessage(hasPassword ? messages.changeHeading : messages.setHeading)}
      </h2>
      {hasPassword && (
        <PasswordField
          label={intl.formatMessage(messages.current)}
          purpose="current"
          {...register('old_password')}
          errors={messagesOf(errors.old_password)}
        />
      )}
      <PasswordField label={intl.formatMessage(messages.new)} purpose="new" {...register('new_password1')} errors={messagesOf(errors.new_password1)} />
      <PasswordField label={intl.formatMessage(messages.confirm)} purpose="new" {...register('new_password2')} errors={messagesOf(errors.new_password2)} />
      <FormErrors messages={listed} />
      <div role="status">{done && <p className="ui-notice">{intl.formatMessage(accountMessages.passwordChanged)}</p>}</div>
      <div>
        <Button type="submit" busy={isSubmitting}>
          {intl.formatMessage(isSubmitting ? messages.saving : hasPassword ? messages.change : messages.set)}
        </Button>
      </div>
    </form>
  );
}
