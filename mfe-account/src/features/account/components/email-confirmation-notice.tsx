import type { Account } from '@events/contracts/account';
import { Button } from '@events/ui/button';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';
import { useResendConfirmation } from '../api/resend-confirmation';
import { failureMessageOf } from '../utils/account-failures';
import { accountMessages } from '../utils/account-messages';

const messages = plainMessages(defineMessages({
  notConfirmed: {
    id: 'account.confirmation.notConfirmed',
    defaultMessage: '{notConfirmed} Open the link we mailed you to confirm it; until then it cannot verify a venue claim.',
  },
  sending: { id: 'account.confirmation.sending', defaultMessage: 'Sending…' },
  resend: { id: 'account.confirmation.resend', defaultMessage: 'Send the link again' },
}));

/**
 * Says when the account's address is not proven yet, or a new one waits for its link, with a way to have the link
 * mailed again. Until then the address verifies no venue claim.
 */
export function EmailConfirmationNotice({ account }: { account: Account }) {
  const intl = useAppIntl();
  const resend = useResendConfirmation();
  if (account.emailConfirmed && account.pendingEmail === null) return null;
  return (
    <div className="ui-notice account-confirmation">
      <p>
        {account.pendingEmail !== null
          ? intl.formatMessage(accountMessages.changePending, { email: account.pendingEmail })
          : intl.formatMessage(messages.notConfirmed, { notConfirmed: intl.formatMessage(accountMessages.notConfirmed) })}
      </p>
      <div role="status">
        {resend.isSuccess && <p>{resend.data}</p>}
        {resend.isError && <p>{failureMessageOf(resend.error, intl)}</p>}
      </div>
      <Button type="button" variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? intl.formatMessage(messages.sending) : intl.formatMessage(messages.resend)}
      </Button>
    </div>
  );
}
