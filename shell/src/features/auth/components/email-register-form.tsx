import { fieldErrorsOf, unshownFieldErrorLines } from '@events/api-client/field-errors';
import { PASSWORD_MIN_LENGTH, registerSchema } from '@events/contracts/auth';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { PasswordField } from '@events/ui/password-field';
import { TextField } from '@events/ui/text-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import { useRegister } from '../api/register';
import { generalMessageOf } from '../utils/auth-errors';

const SHOWN_FIELDS = ['email', 'password1', 'password2'] as const;

const messages = plainMessages(defineMessages({
  username: { id: 'shell.emailRegister.username', defaultMessage: 'Username' },
  email: { id: 'shell.emailRegister.email', defaultMessage: 'E-mail' },
  password: { id: 'shell.emailRegister.password', defaultMessage: 'Password' },
  confirm: { id: 'shell.emailRegister.confirm', defaultMessage: 'Confirm password' },
  signingUp: { id: 'shell.emailRegister.signingUp', defaultMessage: 'Signing up…' },
  signUp: { id: 'shell.emailRegister.signUp', defaultMessage: 'Sign Up' },
}));

/** The server's password rules, under a new password; `{min}` is PASSWORD_MIN_LENGTH. */
export const PASSWORD_HELP = plainMessages(defineMessages({
  help: {
    id: 'shell.passwordHelp',
    defaultMessage: 'At least {min} characters, not entirely numeric, not a common password and not too similar to your e-mail.',
  },
})).help;
export const PASSWORD_HELP_VALUES = { min: PASSWORD_MIN_LENGTH };

type EmailRegisterFormProps = {
  /** Called with the address the registration mailed (its link, or its owner's notice). */
  onRegistered: (email: string) => void;
};

/**
 * E-mail and the password twice; the username is copied from the e-mail. The server's per-field errors are
 * listed beneath their fields, its username and general errors beneath the form's fields.
 */
export function EmailRegisterForm({ onRegistered }: EmailRegisterFormProps) {
  const intl = useAppIntl();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(registerSchema), defaultValues: { email: '', password1: '', password2: '' } });
  const registration = useRegister();
  const [listed, setListed] = useState<string[]>([]);

  const onSubmit = handleSubmit(async (data) => {
    setListed([]);
    let mailed: string;
    try {
      mailed = (await registration.mutateAsync({ email: data.email, password1: data.password1, password2: data.password2 })).email;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        setServerErrors(setError, fields, SHOWN_FIELDS);
        setListed(unshownFieldErrorLines(fields, SHOWN_FIELDS, { username: intl.formatMessage(messages.username) }));
      } else {
        setListed([generalMessageOf(error, intl)]);
      }
      return;
    }
    onRegistered(mailed);
  });

  return (
    <form className="ui-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={intl.formatMessage(messages.email)}
        type="email"
        autoComplete="email"
        required
        data-autofocus=""
        {...register('email')}
        errors={messagesOf(errors.email)}
      />
      <PasswordField
        label={intl.formatMessage(messages.password)}
        purpose="new"
        description={intl.formatMessage(PASSWORD_HELP, PASSWORD_HELP_VALUES)}
        {...register('password1')}
        errors={messagesOf(errors.password1)}
      />
      <PasswordField label={intl.formatMessage(messages.confirm)} purpose="new" {...register('password2')} errors={messagesOf(errors.password2)} />
      <FormErrors messages={listed} />
      <Button type="submit" block busy={isSubmitting}>
        {intl.formatMessage(isSubmitting ? messages.signingUp : messages.signUp)}
      </Button>
    </form>
  );
}
