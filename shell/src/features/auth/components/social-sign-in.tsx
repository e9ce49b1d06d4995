import { SOCIAL_PROVIDER_NAMES, socialSignInHref } from '@events/api-client/social-sign-in';
import type { SocialProvider } from '@events/contracts/auth';

type SocialSignInProps = {
  providers: readonly SocialProvider[];
  mode: 'login' | 'register';
  /** Where the provider's sign-in returns to. */
  next: string;
};

/** One link per configured provider (a plain GET navigation: see `socialSignInHref`). */
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
            {verb} {SOCIAL_PROVIDER_NAMES[provider]}
          </a>
        </li>
      ))}
    </ul>
  );
}
