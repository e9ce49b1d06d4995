import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@events/contracts/auth';
import { ConfigError } from '../../config/config-error.js';
import { type ConfigVariableDefinition, defineConfigSlice } from '../../config/config-slice.js';
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

function socialVariables(provider: SocialProvider): Record<string, ConfigVariableDefinition> {
  const name = provider[0]?.toUpperCase() + provider.slice(1);
  const issuer = DEFAULT_ISSUERS[provider];
  const oauth2 = DEFAULT_OAUTH2_ENDPOINTS[provider];
  const envName = (suffix: string) => socialEnvName(provider, suffix);
  return {
    [envName('CLIENT_ID')]: {
      schema: z.string(),
      whenUnset: '(unset: sign-in with ' + name + ' hidden)',
      description: `OAuth client id at ${name}; enables "Sign in with ${name}".`,
    },
    [envName('CLIENT_SECRET')]: { schema: z.string(), whenUnset: '(unset)', description: `OAuth client secret at ${name} (required with the client id).` },
    [envName('ISSUER_URL')]: issuer
      ? { schema: httpUrlSchema, default: issuer, description: `OpenID Connect issuer of ${name} (discovery); point it at a local provider for development.` }
      : {
          schema: httpUrlSchema,
          whenUnset: '(unset: OAuth 2 endpoints below)',
          description: `Set to use an OpenID Connect issuer (discovery) instead of ${name}'s OAuth 2 endpoints, e.g. a local provider.`,
        },
    ...(oauth2 && {
      [envName('AUTHORIZATION_URL')]: { schema: httpUrlSchema, default: oauth2.authorization, description: `${name} OAuth 2 authorization endpoint.` },
      [envName('TOKEN_URL')]: { schema: httpUrlSchema, default: oauth2.token, description: `${name} OAuth 2 token endpoint.` },
      [envName('USERINFO_URL')]: {
        schema: httpUrlSchema,
        default: oauth2.userinfo,
        description: `${name} user profile endpoint (id and e-mail of the signed-in user).`,
      },
    }),
  };
}

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
    // The issuer and OAuth 2 endpoint variables have their providers' defaults; the endpoints exist only for
    // providers without OpenID Connect discovery.
    providers[provider] = {
      clientId,
      clientSecret,
      issuerUrl: read(socialEnvName(provider, 'ISSUER_URL')),
      authorizationUrl: read(socialEnvName(provider, 'AUTHORIZATION_URL')),
      tokenUrl: read(socialEnvName(provider, 'TOKEN_URL')),
      userinfoUrl: read(socialEnvName(provider, 'USERINFO_URL')),
    };
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return providers;
}

export const socialAuthConfig = defineConfigSlice({
  variables: Object.assign({}, ...SOCIAL_PROVIDERS.map(socialVariables)) as Record<string, ConfigVariableDefinition>,
  read: (values): SocialAuthConfig => ({ socialProviders: socialProvidersFrom(values) }),
});
