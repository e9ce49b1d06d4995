import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@events/contracts/auth';
import { ConfigError } from '../../config/config-error.js';
import { type ConfigVariable, defineConfigSlice, envVar } from '../../config/config-slice.js';
import { httpUrlSchema } from '../../config/config-values.js';

/**
 * One social provider. With `issuerUrl` it is an OpenID Connect provider found by discovery; otherwise plain
 * OAuth 2 with the three endpoints given.
 */
export type SocialProviderConfig = {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly issuerUrl: string | undefined;
  readonly authorizationUrl: string | undefined;
  readonly tokenUrl: string | undefined;
  readonly userinfoUrl: string | undefined;
};

export type SocialAuthConfig = {
  /** Configured social sign-in providers only (a provider without a client id is absent). */
  readonly socialProviders: Readonly<Partial<Record<SocialProvider, SocialProviderConfig>>>;
};

/** Real issuers of the providers that publish OpenID Connect discovery. */
export const DEFAULT_ISSUERS: Readonly<Partial<Record<SocialProvider, string>>> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
};

/** OAuth 2 endpoints of the providers without OpenID Connect discovery. */
export const DEFAULT_OAUTH2_ENDPOINTS: Readonly<Partial<Record<SocialProvider, { authorization: string; token: string; userinfo: string }>>> = {
  twitter: {
    authorization: 'https://twitter.com/i/oauth2/authorize',
    token: 'https://api.twitter.com/2/oauth2/token',
    userinfo: 'https://api.twitter.com/2/users/me?user.fields=confirmed_email',
  },
  facebook: {
    authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
    token: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfo: 'https://graph.facebook.com/me?fields=id,email,first_name,last_name',
  },
};

export function socialEnvName(provider: SocialProvider, suffix: string): string {
  return `${provider.toUpperCase()}_${suffix}`;
}

function socialVariables(provider: SocialProvider): ConfigVariable[] {
  const name = provider[0]?.toUpperCase() + provider.slice(1);
  const issuer = DEFAULT_ISSUERS[provider];
  const oauth2 = DEFAULT_OAUTH2_ENDPOINTS[provider];
  const variables: ConfigVariable[] = [
    { name: socialEnvName(provider, 'CLIENT_ID'), default: '(unset: sign-in with ' + name + ' hidden)', description: `OAuth client id at ${name}; enables "Sign in with ${name}".` },
    { name: socialEnvName(provider, 'CLIENT_SECRET'), default: '(unset)', description: `OAuth client secret at ${name} (required with the client id).` },
    {
      name: socialEnvName(provider, 'ISSUER_URL'),
      default: issuer ?? '(unset: OAuth 2 endpoints below)',
      description: issuer
        ? `OpenID Connect issuer of ${name} (discovery); point it at a local provider for development.`
        : `Set to use an OpenID Connect issuer (discovery) instead of ${name}'s OAuth 2 endpoints, e.g. a local provider.`,
    },
  ];
  if (oauth2) {
    variables.push(
      { name: socialEnvName(provider, 'AUTHORIZATION_URL'), default: oauth2.authorization, description: `${name} OAuth 2 authorization endpoint.` },
      { name: socialEnvName(provider, 'TOKEN_URL'), default: oauth2.token, description: `${name} OAuth 2 token endpoint.` },
      { name: socialEnvName(provider, 'USERINFO_URL'), default: oauth2.userinfo, description: `${name} user profile endpoint (id and e-mail of the signed-in user).` },
    );
  }
  return variables;
}

const socialShape = Object.fromEntries(
  SOCIAL_PROVIDERS.flatMap((provider) => [
    [socialEnvName(provider, 'CLIENT_ID'), envVar(z.string())],
    [socialEnvName(provider, 'CLIENT_SECRET'), envVar(z.string())],
    [socialEnvName(provider, 'ISSUER_URL'), envVar(httpUrlSchema)],
    ...(DEFAULT_OAUTH2_ENDPOINTS[provider]
      ? [
          [socialEnvName(provider, 'AUTHORIZATION_URL'), envVar(httpUrlSchema)],
          [socialEnvName(provider, 'TOKEN_URL'), envVar(httpUrlSchema)],
          [socialEnvName(provider, 'USERINFO_URL'), envVar(httpUrlSchema)],
        ]
      : []),
  ]),
) as Record<string, ReturnType<typeof envVar<z.ZodString>>>;

/** The providers with a client id; a client id without its secret (or the reverse) is a configuration error. */
function socialProvidersFrom(values: Readonly<Record<string, unknown>>): Partial<Record<SocialProvider, SocialProviderConfig>> {
  const read = (name: string): string | undefined => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const providers: Partial<Record<SocialProvider, SocialProviderConfig>> = {};
  const problems: string[] = [];
  for (const provider of SOCIAL_PROVIDERS) {
    const clientId = read(socialEnvName(provider, 'CLIENT_ID'));
    const clientSecret = read(socialEnvName(provider, 'CLIENT_SECRET'));
    if (clientId === undefined && clientSecret === undefined) continue;
    if (clientId === undefined || clientSecret === undefined) {
      const missing = clientId === undefined ? 'CLIENT_ID' : 'CLIENT_SECRET';
      const given = clientId === undefined ? 'CLIENT_SECRET' : 'CLIENT_ID';
      problems.push(`${socialEnvName(provider, missing)} must be set with ${socialEnvName(provider, given)}`);
      continue;
    }
    const oauth2 = DEFAULT_OAUTH2_ENDPOINTS[provider];
    const issuerUrl = read(socialEnvName(provider, 'ISSUER_URL')) ?? DEFAULT_ISSUERS[provider];
    providers[provider] = {
      clientId,
      clientSecret,
      issuerUrl,
      authorizationUrl: oauth2 ? (read(socialEnvName(provider, 'AUTHORIZATION_URL')) ?? oauth2.authorization) : undefined,
      tokenUrl: oauth2 ? (read(socialEnvName(provider, 'TOKEN_URL')) ?? oauth2.token) : undefined,
      userinfoUrl: oauth2 ? (read(socialEnvName(provider, 'USERINFO_URL')) ?? oauth2.userinfo) : undefined,
    };
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return providers;
}

export const socialAuthConfig = defineConfigSlice({
  variables: SOCIAL_PROVIDERS.flatMap(socialVariables),
  shape: socialShape,
  read: (values): SocialAuthConfig => ({ socialProviders: socialProvidersFrom(values) }),
});
