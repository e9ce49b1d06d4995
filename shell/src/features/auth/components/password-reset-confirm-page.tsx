import { LOGIN_PAGE_PATH, PASSWORD_RESET_PAGE_PATH } from '@events/api-client/auth-paths';
import { fieldErrorsOf, unshownFieldErrorLines } from '@events/api-client/field-errors';
import { AUTH_MESSAGES, passwordResetConfirmSchema } from '@events/contracts/auth';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { messagesOf, setServerErrors } from '@events/ui/form-messages';
import { PasswordField } from '@events/ui/password-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@events/router';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { generalMessageOf } from '../utils/auth-errors';
import { PASSWORD_HELP } from './email-register-form';
import { MailedLinkPage } from './mailed-link-page';

const SHOWN_FIELDS = ['new_password1', 'new_password2'] as const;

function InvalidLink({ messages }: { messages: readonly string[] }) {
  return (
    <>
      <FormErrors messages={messages} />
      <p>
        <Link to={PASSWORD_RESET_PAGE_PATH}>Request a new link</Link>
      </p>
    </>
  );
}

function PasswordResetConfirm({ token }: { token: string }) {
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
        setListed([generalMessageOf(error)]);
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
        <p>
          Your password has been changed. <Link to={LOGIN_PAGE_PATH}>Log in with your new password</Link>.
        </p>
      </div>
    );
  }

  return (
    <form className="ui-form" noValidate onSubmit={onSubmit}>
      <PasswordField label="New password" purpose="new" description={PASSWORD_HELP} {...register('new_password1')} errors={messagesOf(errors.new_password1)} />
      <PasswordField label="Confirm new password" purpose="new" {...register('new_password2')} errors={messagesOf(errors.new_password2)} />
      {linkInvalid ? <InvalidLink messages={listed} /> : <FormErrors messages={listed} />}
      <Button type="submit" busy={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}

/** /account/password_reset/confirm/?token=...: the mailed link's page; sets the new password. */
export function PasswordResetConfirmPage() {
  return (
    <MailedLinkPage title="Choose a new password" invalid={<InvalidLink messages={[AUTH_MESSAGES.resetLinkInvalid]} />}>
      {(token) => <PasswordResetConfirm token={token} />}
    </MailedLinkPage>
  );
}
