import { PASSWORD_RESET_PAGE_PATH } from '@events/api-client/auth-paths';
import { loginSchema } from '@events/contracts/auth';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf } from '@events/ui/form-messages';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { PasswordField } from '@events/ui/password-field';
import { TextField } from '@events/ui/text-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { useLogin } from '../api/login';
import { loginErrorMessages } from '../utils/auth-errors';

const messages = defineMessages({
  username: { id: 'shell.emailLogin.username', defaultMessage: 'E-mail or username' },
  password: { id: 'shell.emailLogin.password', defaultMessage: 'Password' },
  loggingIn: { id: 'shell.emailLogin.loggingIn', defaultMessage: 'Logging in…' },
  logIn: { id: 'shell.emailLogin.logIn', defaultMessage: 'Log In' },
  forgot: { id: 'shell.emailLogin.forgot', defaultMessage: 'Forgot your password?' },
});

type EmailLoginFormProps = {
  /** Called once the session has reloaded as the signed-in user. */
  onLoggedIn: () => void;
  /** Following the "Forgot your password?" link (closes the modal). */
  onLeave?: () => void;
  /** The address just registered, filled in for its first login. */
  username?: string;
};

/** E-mail (or username) and password; server errors listed beneath the fields as 'field: message'. */
export function EmailLoginForm({ onLoggedIn, onLeave, username = '' }: EmailLoginFormProps) {
  const intl = useAppIntl();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { username, password: '' } });
  const login = useLogin();
  const [serverMessages, setServerMessages] = useState<string[]>([]);

  const onSubmit = handleSubmit(async (data) => {
    setServerMessages([]);
    try {
      await login.mutateAsync(data);
    } catch (error) {
      setServerMessages(loginErrorMessages(error, intl));
      return;
    }
    onLoggedIn();
  });

  return (
    <form className="ui-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={intl.formatMessage(messages.username)}
        autoComplete="username"
        required
        data-autofocus={username ? undefined : ''}
        {...register('username')}
        errors={messagesOf(errors.username)}
      />
      <PasswordField
        label={intl.formatMessage(messages.password)}
        purpose="current"
        data-autofocus={username ? '' : undefined}
        {...register('password')}
        errors={messagesOf(errors.password)}
      />
      <FormErrors messages={serverMessages} />
      <Button type="submit" block busy={isSubmitting}>
        {intl.formatMessage(isSubmitting ? messages.loggingIn : messages.logIn)}
      </Button>
      <p className="auth-flow__aside">
        <Link to={PASSWORD_RESET_PAGE_PATH} onClick={onLeave}>
          {intl.formatMessage(messages.forgot)}
        </Link>
      </p>
    </form>
  );
}
