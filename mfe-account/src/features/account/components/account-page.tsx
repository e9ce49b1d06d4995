import { ERRORS } from '@events/contracts/messages';
import { ErrorState } from '@events/ui/error-state';
import { Spinner } from '@events/ui/spinner';
import { PushDevicesSection } from '../../../components/push-devices-section';
import { useAccount } from '../api/get-account';
import { AccountDetailsForm } from './account-details-form';
import { DeleteAccountSection } from './delete-account-section';
import { EmailConfirmationNotice } from './email-confirmation-notice';
import { PasswordForm } from './password-form';
import { SocialAccounts } from './social-accounts';
import './account.css';

/** /account/: details, password, connected social accounts, push devices (issue 32) and deletion (issue 6, "Account details"). */
export function AccountPage() {
  const query = useAccount();
  let content;
  if (query.isPending) content = <Spinner />;
  else if (query.isError) content = <ErrorState message={ERRORS.fetchResults} onRetry={() => void query.refetch()} />;
  else {
    const account = query.data;
    content = (
      <>
        <div className="account-section">
          <EmailConfirmationNotice account={account} />
          <AccountDetailsForm account={account} />
        </div>
        <div className="account-section">
          <PasswordForm key={String(account.hasPassword)} hasPassword={account.hasPassword} />
        </div>
        <SocialAccounts account={account} />
        <PushDevicesSection />
        <DeleteAccountSection hasPassword={account.hasPassword} />
      </>
    );
  }
  return (
    <section className="account-page" aria-labelledby="account-heading">
      <h1 id="account-heading">Account Details</h1>
      {content}
    </section>
  );
}
