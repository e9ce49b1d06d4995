import { SOCIAL_PROVIDER_NAMES, socialSignInHref } from '@events/api-client/social-sign-in';
import type { SocialProvider } from '@events/contracts/auth';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { defineMessages } from '@events/api-client/intl';

const messages = plainMessages(defineMessages({
  signUpWith: { id: 'shell.social.signUpWith', defaultMessage: 'Sign up with {provider}' },
  continueWith: { id: 'shell.social.continueWith', defaultMessage: 'Continue with {provider}' },
}));

type SocialSignInProps = {
  providers: readonly SocialProvider[];
  mode: 'login' | 'register';
  /** Where the provider's sign-in returns to. */
  next: string;
};

/** One link per configured provider (a plain GET navigation: see `socialSignInHref`). */
export function SocialSignIn({ providers, mode, next }: SocialSignInProps) {
  const intl = useAppIntl();
  const wording = mode === 'register' ? messages.signUpWith : messages.continueWith;
  return (
    <ul className="auth-flow__providers">
      {providers.map((provider) => (
        <li key={provider}>
          <a
            href={socialSignInHref(provider, next)}
            className={`ui-button ui-button--secondary ui-button--block auth-flow__provider auth-flow__provider--${provider}`}
          >
            {intl.formatMessage(wording, { provider: SOCIAL_PROVIDER_NAMES[provider] })}
          </a>
        </li>
      ))}
    </ul>
  );
}
