import { useAuthProviders } from '@events/api-client/auth-providers';
import { SOCIAL_PROVIDER_NAMES, socialErrorMessage, socialSignInHref } from '@events/api-client/social-sign-in';
import { ACCOUNT_MESSAGES, ACCOUNT_PATHS, type Account } from '@events/contracts/account';
import type { SocialProvider } from '@events/contracts/auth';
import { Button } from '@events/ui/button';
import { useState } from 'react';
import { useSearchParams } from '@events/router';
import { useDisconnectSocial } from '../api/disconnect-social';
import { failureMessageOf } from '../utils/account-failures';

/**
 * The social accounts linked to this account, each with Disconnect (the server refuses to remove the last
 * way to sign in, and says so), and Connect for every configured provider not linked yet. Connecting leaves
 * for the provider (`process=connect`, back to /account/); a failed round trip comes back with `?social_error=`.
 */
export function SocialAccounts({ account }: { account: Account }) {
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
      setMessage(ACCOUNT_MESSAGES.socialDisconnected(SOCIAL_PROVIDER_NAMES[provider]));
    } catch (error) {
      setRefusal(failureMessageOf(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="account-section" aria-labelledby="social-heading">
      <h2 id="social-heading" className="account-section__title">
        Connected accounts
      </h2>
      {account.socialAccounts.length === 0 ? (
        <p>No social accounts are connected.</p>
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
                aria-label={`Disconnect ${SOCIAL_PROVIDER_NAMES[connection.provider]}`}
                onClick={() => void onDisconnect(connection.provider)}
              >
                Disconnect
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
                Connect {SOCIAL_PROVIDER_NAMES[provider]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
