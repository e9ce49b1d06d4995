import { LOGIN_PAGE_PATH, PASSWORD_RESET_PAGE_PATH } from '@events/api-client/auth-paths';
import { fieldErrorsOf, unshownFieldErrorLines } from '@events/api-client/field-errors';
import { AUTH_MESSAGES, passwordResetConfirmSchema } from '@events/contracts/auth';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { PasswordField } from '@events/ui/password-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages } from '@events/api-client/intl';
import { Link } from '@events/router';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { generalMessageOf } from '../utils/auth-errors';
import { PASSWORD_HELP, PASSWORD_HELP_VALUES } from './email-register-form';
import { MailedLinkPage } from './mailed-link-page';

const SHOWN_FIELDS = ['new_password1', 'new_password2'] as const;

const messages = plainMessages(defineMessages({
  requestNew: { id: 'shell.resetConfirm.requestNew', defaultMessage: 'Request a new link' },
  changed: { id: 'shell.resetConfirm.changed', defaultMessage: 'Your password has been changed. <link>Log in with your new password</link>.' },
  newPassword: { id: 'shell.resetConfirm.newPassword', defaultMessage: 'New password' },
  confirm: { id: 'shell.resetConfirm.confirm', defaultMessage: 'Confirm new password' },
  saving: { id: 'shell.resetConfirm.saving', defaultMessage: 'Saving…' },
  set: { id: 'shell.resetConfirm.set', defaultMessage: 'Set new password' },
  title: { id: 'shell.resetConfirm.title', defaultMessage: 'Choose a new password' },
  linkInvalid: { id: 'shell.resetConfirm.linkInvalid', defaultMessage: 'The password reset link is invalid or has expired.' },
}));

function InvalidLink({ failures }: { failures: readonly string[] }) {
  const intl = useAppIntl();
  return (
    <>
      <FormErrors messages={failures} />
      <p>
        <Link to={PASSWORD_RESET_PAGE_PATH}>{intl.formatMessage(messages.requestNew)}</Link>
      </p>
    </>
  );
}

function PasswordResetConfirm({ token }: { token: string }) {
  const intl = useAppIntl();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordResetConfirmSchema), defaultValues: { token, new_password1: '', new_password2: '' } });
  const confirm = useConfirmPasswordReset();
  const [done, setDone] = useState(false);
  const [listed, setListed] = useState<string[]>([]);
  const [linkInvalid, setLinkInvalid] = useState(false);

  const onSubmit = handleSubmit(async (data) => {
    setListed([]);
    try {
      await confirm.mutateAsync(data);
      setDone(true);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields) {
        setListed([generalMessageOf(error, intl)]);
        return;
      }
      setServerErrors(setError, fields, SHOWN_FIELDS);
      const others = unshownFieldErrorLines(fields, [...SHOWN_FIELDS, 'token'], {});
      const tokenMessages = fields.token ?? [];
      const all = [...tokenMessages, ...others];
      setLinkInvalid(tokenMessages.length > 0 || all.includes(AUTH_MESSAGES.resetLinkInvalid));
      setListed(all);
    }
  });

  if (done) {
    return (
      <div className="ui-notice" role="status">
        <p>{intl.formatMessage(messages.changed, { link: (chunks) => <Link to={LOGIN_PAGE_PATH}>{chunks}</Link> })}</p>
      </div>
    );
  }

  return (
    <form className="ui-form" noValidate onSubmit={onSubmit}>
      <PasswordField
        label={intl.formatMessage(messages.newPassword)}
        purpose="new"
        description={intl.formatMessage(PASSWORD_HELP, PASSWORD_HELP_VALUES)}
        {...register('new_password1')}
        errors={messagesOf(errors.new_password1)}
      />
      <PasswordField label={intl.formatMessage(messages.confirm)} purpose="new" {...register('new_password2')} errors={messagesOf(errors.new_password2)} />
      {linkInvalid ? <InvalidLink failures={listed} /> : <FormErrors messages={listed} />}
      <Button type="submit" busy={isSubmitting}>
        {intl.formatMessage(isSubmitting ? messages.saving : messages.set)}
      </Button>
    </form>
  );
}

/** /account/password_reset/confirm/?token=...: the mailed link's page; sets the new password. */
export function PasswordResetConfirmPage() {
  const intl = useAppIntl();
  return (
    <MailedLinkPage title={intl.formatMessage(messages.title)} invalid={<InvalidLink failures={[intl.formatMessage(messages.linkInvalid)]} />}>
      {(token) => <PasswordResetConfirm token={token} />}
    </MailedLinkPage>
  );
}
