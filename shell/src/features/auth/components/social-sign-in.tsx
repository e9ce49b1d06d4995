import { socialLoginPath } from '@events/api-client/auth-paths';
import type { SocialProvider } from '@events/contracts/auth';

const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  apple: 'Apple',
  google: 'Google',
  twitter: 'Twitter',
  facebook: 'Facebook',
};

type SocialSignInProps = {
  providers: readonly SocialProvider[];
  mode: 'login' | 'register';
  /** Where the provider's sign-in returns to. */
  next: string;
};

/** `/auth/{provider}/login/?next=...`: the backend sends the browser on to the provider. */
export function socialSignInHref(provider: SocialProvider, next: string): string {
  return `${socialLoginPath(provider)}?${new URLSearchParams({ next })}`;
}

/**
 * One link per configured provider. A plain GET navigation rather than the spec's form post with a CSRF
 * field: the site's Content-Security-Policy (`form-action 'self'`) blocks a form submission that the server
 * redirects to another origin, which every provider is. The backend accepts both; the callback's state,
 * nonce and PKCE checks protect the round trip either way.
 */
export function SocialSignIn({ providers, mode, next }: SocialSignInProps) {
  const verb = mode === 'register' ? 'Sign up with' : 'Continue with';
  return (
    <ul className="auth-flow__providers">
      {providers.map((provider) => (
        <li key={provider}>
          <a
            href={socialSignInHref(provider, next)}
            className={`ui-button ui-button--secondary ui-button--block auth-flow__provider auth-flow__provider--${provider}`}
          >
            {verb} {PROVIDER_NAMES[provider]}
          </a>
        </li>
      ))}
    </ul>
  );
}
