import { fieldErrorsOf, unshownFieldErrorLines } from '@events/api-client/field-errors';
import { PASSWORD_MIN_LENGTH, registerSchema } from '@events/contracts/auth';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { PasswordField } from '@events/ui/password-field';
import { TextField } from '@events/ui/text-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRegister } from '../api/register';
import { generalMessageOf } from '../utils/auth-errors';

const SHOWN_FIELDS = ['email', 'password1', 'password2'] as const;

export const PASSWORD_HELP = `At least ${PASSWORD_MIN_LENGTH} characters, not entirely numeric, not a common password and not too similar to your e-mail.`;

type EmailRegisterFormProps = {
  /** Called with the address the registration mailed (its link, or its owner's notice). */
  onRegistered: (email: string) => void;
};

/**
 * E-mail and the password twice; the username is copied from the e-mail. The server's per-field errors are
 * listed beneath their fields, its username and general errors beneath the form's fields.
 */
export function EmailRegisterForm({ onRegistered }: EmailRegisterFormProps) {
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
        setListed(unshownFieldErrorLines(fields, SHOWN_FIELDS, { username: 'Username' }));
      } else {
        setListed([generalMessageOf(error)]);
      }
      return;
    }
    onRegistered(mailed);
  });

  return (
    <form className="ui-form" noValidate onSubmit={onSubmit}>
      <TextField label="E-mail" type="email" autoComplete="email" required data-autofocus="" {...register('email')} errors={messagesOf(errors.email)} />
      <PasswordField label="Password" purpose="new" description={PASSWORD_HELP} {...register('password1')} errors={messagesOf(errors.password1)} />
      <PasswordField label="Confirm password" purpose="new" {...register('password2')} errors={messagesOf(errors.password2)} />
      <FormErrors messages={listed} />
      <Button type="submit" block busy={isSubmitting}>
        {isSubmitting ? 'Signing up…' : 'Sign Up'}
      </Button>
    </form>
  );
}
