import { unshownFieldErrorLines } from '@events/api-client/field-errors';
import { ACCOUNT_MESSAGES, passwordChangeSchema, type PasswordChange } from '@events/contracts/account';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf } from '@events/ui/form-messages';
import { PasswordField } from '@events/ui/password-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../api/change-password';
import { submitFailureLines } from '../utils/account-failures';

const FIELDS = ['old_password', 'new_password1', 'new_password2'] as const;
const LABELS = { old_password: 'Current password', new_password1: 'New password', new_password2: 'Confirm new password' };
const EMPTY: PasswordChange = { old_password: '', new_password1: '', new_password2: '' };

/**
 * Changes the password: the current one (when the account has one; an account made by social sign-in sets
 * its first) and the new one twice. The server's rules (length, common, similar) come back on the fields.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
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
      setListed(submitFailureLines(error, setError, FIELDS, (fields) => unshownFieldErrorLines(fields, FIELDS, LABELS)));
    }
  });

  return (
    <form className="ui-form account-form" noValidate onSubmit={onSubmit} aria-labelledby="password-heading">
      <h2 id="password-heading" className="account-section__title">
        {hasPassword ? 'Change password' : 'Set a password'}
      </h2>
      {hasPassword && (
        <PasswordField label="Current password" purpose="current" {...register('old_password')} errors={messagesOf(errors.old_password)} />
      )}
      <PasswordField label="New password" purpose="new" {...register('new_password1')} errors={messagesOf(errors.new_password1)} />
      <PasswordField label="Confirm new password" purpose="new" {...register('new_password2')} errors={messagesOf(errors.new_password2)} />
      <FormErrors messages={listed} />
      <div role="status">{done && <p className="ui-notice">{ACCOUNT_MESSAGES.passwordChanged}</p>}</div>
      <div>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : hasPassword ? 'Change password' : 'Set password'}
        </Button>
      </div>
    </form>
  );
}
