import { ACCOUNT_PAGE_PATH } from '@events/api-client/auth-paths';
import { fieldErrorsOf } from '@events/api-client/field-errors';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useEffect, useRef } from 'react';
import { defineMessages, type IntlShape } from '@events/api-client/intl';
import { Link } from '@events/router';
import { useConfirmEmail } from '../api/confirm-email';
import { generalMessageOf } from '../utils/auth-errors';
import { MailedLinkPage } from './mailed-link-page';

const messages = plainMessages(defineMessages({
  askAgain: { id: 'shell.confirmEmail.askAgain', defaultMessage: 'Sign in and ask for a new link on <link>your account page</link>.' },
  confirmed: { id: 'shell.confirmEmail.confirmed', defaultMessage: 'Your e-mail address is confirmed. It is now {email}.' },
  next: { id: 'shell.confirmEmail.next', defaultMessage: '<account>Go to my account</account> or <events>browse events</events>.' },
  press: { id: 'shell.confirmEmail.press', defaultMessage: 'Press the button to confirm the e-mail address this link was sent to.' },
  confirming: { id: 'shell.confirmEmail.confirming', defaultMessage: 'Confirming…' },
  confirm: { id: 'shell.confirmEmail.confirm', defaultMessage: 'Confirm my e-mail address' },
  title: { id: 'shell.confirmEmail.title', defaultMessage: 'Confirm your e-mail address' },
  linkInvalid: { id: 'shell.confirmEmail.linkInvalid', defaultMessage: 'The confirmation link is invalid or has expired.' },
}));

/** What went wrong, in the server's words: the link's own message, else the general one. */
function failureMessages(error: unknown, intl: IntlShape): string[] {
  const fields = fieldErrorsOf(error);
  return fields ? Object.values(fields).flat() : [generalMessageOf(error, intl)];
}

function AskAgain({ failures }: { failures: readonly string[] }) {
  const intl = useAppIntl();
  return (
    <>
      <FormErrors messages={failures} />
      <p>{intl.formatMessage(messages.askAgain, { link: (chunks) => <Link to={ACCOUNT_PAGE_PATH}>{chunks}</Link> })}</p>
    </>
  );
}

/**
 * Confirms on a button press rather than on load: mail scanners open links, and a page that acted on load would
 * confirm for them.
 */
function ConfirmEmail({ token }: { token: string }) {
  const intl = useAppIntl();
  const confirm = useConfirmEmail();
  const heading = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (confirm.isSuccess) heading.current?.focus();
  }, [confirm.isSuccess]);

  if (confirm.isSuccess) {
    return (
      <div className="ui-notice" role="status">
        <p ref={heading} tabIndex={-1}>
          {intl.formatMessage(messages.confirmed, { email: confirm.data.email })}
        </p>
        <p>
          {intl.formatMessage(messages.next, {
            account: (chunks) => <Link to={ACCOUNT_PAGE_PATH}>{chunks}</Link>,
            events: (chunks) => <Link to="/events/">{chunks}</Link>,
          })}
        </p>
      </div>
    );
  }
  return (
    <>
      <p>{intl.formatMessage(messages.press)}</p>
      {confirm.isError && <AskAgain failures={failureMessages(confirm.error, intl)} />}
      <Button type="button" busy={confirm.isPending} onClick={() => confirm.mutate(token)}>
        {intl.formatMessage(confirm.isPending ? messages.confirming : messages.confirm)}
      </Button>
    </>
  );
}

/** /account/confirm_email/?token=...: the page of the link mailed after registration or an e-mail change. */
export function ConfirmEmailPage() {
  const intl = useAppIntl();
  return (
    <MailedLinkPage title={intl.formatMessage(messages.title)} invalid={<AskAgain failures={[intl.formatMessage(messages.linkInvalid)]} />}>
      {(token) => <ConfirmEmail token={token} />}
    </MailedLinkPage>
  );
}
