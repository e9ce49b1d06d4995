import { ErrorState } from '@events/ui/error-state';
import { useAppIntl } from '@events/ui/i18n/app-intl';
import { Spinner } from '@events/ui/spinner';
import { defineMessages } from '@events/api-client/intl';
import { PushDevicesSection } from '../../../components/push-devices-section';
import { sharedMessages } from '../../../i18n/shared-messages';
import { useAccount } from '../api/get-account';
import { AccountDetailsForm } from './account-details-form';
import { DeleteAccountSection } from './delete-account-section';
import { EmailConfirmationNotice } from './email-confirmation-notice';
import { PasswordForm } from './password-form';
import { SocialAccounts } from './social-accounts';
import './account.css';

const messages = defineMessages({ heading: { id: 'account.page.heading', defaultMessage: 'Account Details' } });

/** /account/: details, password, connected social accounts, push devices (issue 32) and deletion (issue 6, "Account details"). */
export function AccountPage() {
  const intl = useAppIntl();
  const query = useAccount();
  let content;
  if (query.isPending) content = <Spinner />;
  else if (query.isError) content = <ErrorState message={intl.formatMessage(sharedMessages.fetchResults)} onRetry={() => void query.refetch()} />;
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
      <h1 id="account-heading">{intl.formatMessage(messages.heading)}</h1>
      {content}
    </section>
  );
}
