import { LOGIN_PAGE_PATH } from '@events/api-client/auth-paths';
import { fieldErrorsOf, unshownFieldErrorLines } from '@events/api-client/field-errors';
import { passwordResetRequestSchema } from '@events/contracts/auth';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { TextField } from '@events/ui/text-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@events/router';
import { PageQueryProvider } from '../../../app/page-query-provider';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { generalMessageOf } from '../utils/auth-errors';

export const RESET_SENT_MESSAGE = 'If an account exists for that address, we sent a link to reset your password. Please check your e-mail.';

function PasswordResetRequest() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [listed, setListed] = useState<string[]>([]);

  const onSubmit = handleSubmit(async (data) => {
    setListed([]);
    try {
      await request.mutateAsync(data);
      setSentTo(data.email);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        setServerErrors(setError, fields, ['email']);
        setListed(unshownFieldErrorLines(fields, ['email']));
      } else {
        setListed([generalMessageOf(error)]);
      }
    }
  });

  if (sentTo) {
    return (
      <>
        <h1>Check your e-mail</h1>
        <div className="ui-notice" role="status">
          <p>{RESET_SENT_MESSAGE}</p>
        </div>
        <p>
          The link works once and expires after a while. No e-mail? Check your spam folder, or{' '}
          <Button variant="link" onClick={() => setSentTo(null)}>
            try another address
          </Button>
          .
        </p>
        <p>
          <Link to={LOGIN_PAGE_PATH}>Back to log in</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1>Reset your password</h1>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <form className="ui-form" noValidate onSubmit={onSubmit}>
        <TextField label="E-mail" type="email" autoComplete="email" required {...register('email')} errors={messagesOf(errors.email)} />
        <FormErrors messages={listed} />
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      <p className="auth-flow__aside">
        Remembered it? <Link to={LOGIN_PAGE_PATH}>Log in</Link>
      </p>
    </>
  );
}

/** /account/password_reset/: asks for the e-mail address and mails a single-use, expiring link. */
export function PasswordResetPage() {
  return (
    <PageQueryProvider>
      <div className="auth-page">
        <PasswordResetRequest />
      </div>
    </PageQueryProvider>
  );
}
