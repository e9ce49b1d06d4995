import { LOGIN_PAGE_PATH } from '@events/api-client/auth-paths';
import { fieldErrorsOf, unshownFieldErrorLines } from '@events/api-client/field-errors';
import { passwordResetRequestSchema } from '@events/contracts/auth';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { TextField } from '@events/ui/text-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import { Link } from '@events/router';
import { PageQueryProvider } from '../../../app/page-query-provider';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { generalMessageOf } from '../utils/auth-errors';

const messages = plainMessages(defineMessages({
  sent: {
    id: 'shell.resetRequest.sent',
    defaultMessage: 'If an account exists for that address, we sent a link to reset your password. Please check your e-mail.',
  },
  checkTitle: { id: 'shell.resetRequest.checkTitle', defaultMessage: 'Check your e-mail' },
  noMail: {
    id: 'shell.resetRequest.noMail',
    defaultMessage: 'The link works once and expires after a while. No e-mail? Check your spam folder, or <retry>try another address</retry>.',
  },
  back: { id: 'shell.resetRequest.back', defaultMessage: 'Back to log in' },
  title: { id: 'shell.resetRequest.title', defaultMessage: 'Reset your password' },
  intro: {
    id: 'shell.resetRequest.intro',
    defaultMessage: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  },
  email: { id: 'shell.resetRequest.email', defaultMessage: 'E-mail' },
  sending: { id: 'shell.resetRequest.sending', defaultMessage: 'Sending…' },
  send: { id: 'shell.resetRequest.send', defaultMessage: 'Send reset link' },
  remembered: { id: 'shell.resetRequest.remembered', defaultMessage: 'Remembered it? <link>Log in</link>' },
}));

function PasswordResetRequest() {
  const intl = useAppIntl();
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
        setListed([generalMessageOf(error, intl)]);
      }
    }
  });

  if (sentTo) {
    return (
      <>
        <h1>{intl.formatMessage(messages.checkTitle)}</h1>
        <div className="ui-notice" role="status">
          <p>{intl.formatMessage(messages.sent)}</p>
        </div>
        <p>
          {intl.formatMessage(messages.noMail, {
            retry: (chunks) => (
              <Button variant="link" onClick={() => setSentTo(null)}>
                {chunks}
              </Button>
            ),
          })}
        </p>
        <p>
          <Link to={LOGIN_PAGE_PATH}>{intl.formatMessage(messages.back)}</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.intro)}</p>
      <form className="ui-form" noValidate onSubmit={onSubmit}>
        <TextField label={intl.formatMessage(messages.email)} type="email" autoComplete="email" required {...register('email')} errors={messagesOf(errors.email)} />
        <FormErrors messages={listed} />
        <Button type="submit" busy={isSubmitting}>
          {intl.formatMessage(isSubmitting ? messages.sending : messages.send)}
        </Button>
      </form>
      <p className="auth-flow__aside">
        {intl.formatMessage(messages.remembered, { link: (chunks) => <Link to={LOGIN_PAGE_PATH}>{chunks}</Link> })}
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
