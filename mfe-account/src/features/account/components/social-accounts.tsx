import { useAuthProviders } from '@events/api-client/auth-providers';
import { SOCIAL_PROVIDER_NAMES, socialErrorMessage, socialSignInHref } from '@events/api-client/social-sign-in';
import { ACCOUNT_PATHS, type Account } from '@events/contracts/account';
import type { SocialProvider } from '@events/contracts/auth';
import { Button } from '@events/ui/button';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { useState } from 'react';
import { useSearchParams } from '@events/router';
import { defineMessages } from '@events/api-client/intl';
import { useDisconnectSocial } from '../api/disconnect-social';
import { failureMessageOf } from '../utils/account-failures';
import { accountMessages } from '../utils/account-messages';

const messages = plainMessages(defineMessages({
  heading: { id: 'account.social.heading', defaultMessage: 'Connected accounts' },
  none: { id: 'account.social.none', defaultMessage: 'No social accounts are connected.' },
  disconnectLabel: { id: 'account.social.disconnectLabel', defaultMessage: 'Disconnect {provider}' },
  disconnect: { id: 'account.social.disconnect', defaultMessage: 'Disconnect' },
  connect: { id: 'account.social.connect', defaultMessage: 'Connect {provider}' },
}));

/**
 * The social accounts linked to this account, each with Disconnect (the server refuses to remove the last
 * way to sign in, and says so), and Connect for every configured provider not linked yet. Connecting leaves
 * for the provider (`process=connect`, back to /account/); a failed round trip comes back with `?social_error=`.
 */
export function SocialAccounts({ account }: { account: Account }) {
  const intl = useAppIntl();
  const [search] = useSearchParams();
  const { providers } = useAuthProviders();
  const disconnect = useDisconnectSocial();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(() => socialErrorMessage(search.get('social_error')));
  const linked = new Set(account.socialAccounts.map((s) => s.provider));
  const connectable = providers.filter((p) => !linked.has(p));

  const onDisconnect = async (provider: SocialProvider) => {
    setPending(provider);
    setMessage(null);
    setRefusal(null);
    try {
      await disconnect.mutateAsync(provider);
      setMessage(intl.formatMessage(accountMessages.socialDisconnected, { provider: SOCIAL_PROVIDER_NAMES[provider] }));
    } catch (error) {
      setRefusal(failureMessageOf(error, intl));
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="account-section" aria-labelledby="social-heading">
      <h2 id="social-heading" className="account-section__title">
        {intl.formatMessage(messages.heading)}
      </h2>
      {account.socialAccounts.length === 0 ? (
        <p>{intl.formatMessage(messages.none)}</p>
      ) : (
        <ul className="account-social__list">
          {account.socialAccounts.map((connection) => (
            <li key={connection.provider} className="account-social__item">
              <span>
                <strong>{SOCIAL_PROVIDER_NAMES[connection.provider]}</strong>
                {connection.email && <span className="account-social__email"> {connection.email}</span>}
              </span>
              <Button
                variant="secondary"
                busy={pending === connection.provider}
                aria-label={intl.formatMessage(messages.disconnectLabel, { provider: SOCIAL_PROVIDER_NAMES[connection.provider] })}
                onClick={() => void onDisconnect(connection.provider)}
              >
                {intl.formatMessage(messages.disconnect)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <p className="ui-form-errors" role="alert">
          {refusal}
        </p>
      )}
      <div role="status">{message && <p className="ui-notice">{message}</p>}</div>
      {connectable.length > 0 && (
        <ul className="account-social__connect">
          {connectable.map((provider) => (
            <li key={provider}>
              <a className="ui-button ui-button--secondary" href={socialSignInHref(provider, ACCOUNT_PATHS.page, { connect: true })}>
                {intl.formatMessage(messages.connect, { provider: SOCIAL_PROVIDER_NAMES[provider] })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
