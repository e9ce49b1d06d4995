import { ACCOUNT_PAGE_PATH } from '@events/api-client/auth-paths';
import { fieldErrorsOf } from '@events/api-client/field-errors';
import { AUTH_MESSAGES } from '@events/contracts/auth';
import { Button } from '@events/ui/button';
import { FormErrors } from '@events/ui/form-errors';
import { useEffect, useRef } from 'react';
import { Link } from '@events/router';
import { useConfirmEmail } from '../api/confirm-email';
import { generalMessageOf } from '../utils/auth-errors';
import { MailedLinkPage } from './mailed-link-page';

/** What went wrong, in the server's words: the link's own message, else the general one. */
function failureMessages(error: unknown): string[] {
  const fields = fieldErrorsOf(error);
  return fields ? Object.values(fields).flat() : [generalMessageOf(error)];
}

function AskAgain({ messages }: { messages: readonly string[] }) {
  return (
    <>
      <FormErrors messages={messages} />
      <p>
        Sign in and ask for a new link on <Link to={ACCOUNT_PAGE_PATH}>your account page</Link>.
      </p>
    </>
  );
}

/**
 * Confirms on a button press rather than on load: mail scanners open links, and a page that acted on load would
 * confirm for them.
 */
function ConfirmEmail({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  const heading = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (confirm.isSuccess) heading.current?.focus();
  }, [confirm.isSuccess]);

  if (confirm.isSuccess) {
    return (
      <div className="ui-notice" role="status">
        <p ref={heading} tabIndex={-1}>
          {AUTH_MESSAGES.emailConfirmed} It is now {confirm.data.email}.
        </p>
        <p>
          <Link to={ACCOUNT_PAGE_PATH}>Go to my account</Link> or <Link to="/events/">browse events</Link>.
        </p>
      </div>
    );
  }
  return (
    <>
      <p>Press the button to confirm the e-mail address this link was sent to.</p>
      {confirm.isError && <AskAgain messages={failureMessages(confirm.error)} />}
      <Button type="button" busy={confirm.isPending} onClick={() => confirm.mutate(token)}>
        {confirm.isPending ? 'Confirming…' : 'Confirm my e-mail address'}
      </Button>
    </>
  );
}

/** /account/confirm_email/?token=...: the page of the link mailed after registration or an e-mail change. */
export function ConfirmEmailPage() {
  return (
    <MailedLinkPage title="Confirm your e-mail address" invalid={<AskAgain messages={[AUTH_MESSAGES.confirmationLinkInvalid]} />}>
      {(token) => <ConfirmEmail token={token} />}
    </MailedLinkPage>
  );
}
