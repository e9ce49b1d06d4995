import { ACCOUNT_MESSAGES, type Account } from '@events/contracts/account';
import { Button } from '@events/ui/button';
import { useResendConfirmation } from '../api/resend-confirmation';
import { failureMessageOf } from '../utils/account-failures';

/**
 * Says when the account's address is not proven yet, or a new one waits for its link, with a way to have the link
 * mailed again. Until then the address verifies no venue claim.
 */
export function EmailConfirmationNotice({ account }: { account: Account }) {
  const resend = useResendConfirmation();
  if (account.emailConfirmed && account.pendingEmail === null) return null;
  return (
    <div className="ui-notice account-confirmation">
      <p>
        {account.pendingEmail !== null ? ACCOUNT_MESSAGES.changePending(account.pendingEmail) : ACCOUNT_MESSAGES.notConfirmed}{' '}
        {account.pendingEmail === null && 'Open the link we mailed you to confirm it; until then it cannot verify a venue claim.'}
      </p>
      <div role="status">
        {resend.isSuccess && <p>{resend.data}</p>}
        {resend.isError && <p>{failureMessageOf(resend.error)}</p>}
      </div>
      <Button type="button" variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? 'Sending…' : 'Send the link again'}
      </Button>
    </div>
  );
}
