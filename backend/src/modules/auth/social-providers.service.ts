import { Inject, Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import type { SocialProvider } from '@events/contracts/auth';
import type { AppConfig, SocialProviderConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { SocialIdentity } from './social-accounts.service.js';
import { AuthError } from './auth.errors.js';

/** How each provider is spoken to when it runs plain OAuth 2 (no ISSUER_URL). */
const OAUTH2_SETTINGS: Partial<Record<SocialProvider, { scope: string; auth: 'basic' | 'post' }>> = {
  twitter: { scope: 'users.read tweet.read users.email', auth: 'basic' },
  facebook: { scope: 'email public_profile', auth: 'post' },
};

/** OpenID Connect scopes; Apple names its profile scope `name` and posts the answer back (form_post). */
const OIDC_SCOPES: Partial<Record<SocialProvider, string>> = { apple: 'openid email name' };

export type ProviderClient = {
  readonly provider: SocialProvider;
  readonly config: oidc.Configuration;
  readonly mode: 'oidc' | 'oauth2';
  readonly scope: string;
  readonly responseMode: 'form_post' | undefined;
  readonly userinfoUrl: string | undefined;
};

function isLoopbackHttp(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isVerified(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * The identity in a provider's profile answer: OpenID Connect claims (sub, email, email_verified,
 * given_name, family_name), Twitter's `{data: {id, name, confirmed_email}}` or Facebook's
 * `{id, email, first_name, last_name}` (both only give confirmed addresses).
 */
export function identityFromProfile(provider: SocialProvider, profile: Readonly<Record<string, unknown>>): SocialIdentity | undefined {
  const data = typeof profile['data'] === 'object' && profile['data'] !== null ? (profile['data'] as Record<string, unknown>) : undefined;
  if (data) {
    const subject = text(data['id']);
    const email = text(data['confirmed_email']);
    const [firstName = '', ...rest] = text(data['name']).split(/\s+/);
    return subject ? { provider, subject, email: email || null, emailVerified: email !== '', firstName, lastName: rest.join(' ') } : undefined;
  }
  const subject = text(profile['sub']) || (typeof profile['id'] === 'number' ? String(profile['id']) : text(profile['id']));
  if (!subject) return undefined;
  const email = text(profile['email']);
  const verified = 'email_verified' in profile ? isVerified(profile['email_verified']) : provider === 'facebook' || provider === 'twitter';
  return {
    provider,
    subject,
    email: email || null,
    emailVerified: email !== '' && verified,
    firstName: text(profile['given_name']) || text(profile['first_name']),
    lastName: text(profile['family_name']) || text(profile['last_name']),
  };
}

/**
 * Clients of the configured social providers (openid-client 6): OpenID Connect through discovery, or plain
 * OAuth 2 endpoints. Discovery answers are kept per process (re-fetched after a failure); nothing else is.
 */
@Injectable()
export class SocialProvidersService {
  private readonly logger = new Logger('SocialSignIn');
  private readonly clients = new Map<SocialProvider, Promise<ProviderClient>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The provider's settings; 404 when it is not one of the four or not configured. */
  settingsOf(provider: string): { provider: SocialProvider; settings: SocialProviderConfig } {
    const settings = (this.config.socialProviders as Readonly<Record<string, SocialProviderConfig | undefined>>)[provider];
    if (!settings) throw new AuthError('provider_not_found');
    return { provider: provider as SocialProvider, settings };
  }

  clientFor(provider: SocialProvider): Promise<ProviderClient> {
    let client = this.clients.get(provider);
    if (!client) {
      client = this.createClient(provider);
      this.clients.set(provider, client);
      client.catch(() => this.clients.delete(provider));
    }
    return client;
  }

  private async createClient(provider: SocialProvider): Promise<ProviderClient> {
    const { settings } = this.settingsOf(provider);
    if (settings.issuerUrl) {
      const config = await oidc.discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, undefined, {
        execute: isLoopbackHttp(settings.issuerUrl) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      });
      return {
        provider,
        config,
        mode: 'oidc',
        scope: OIDC_SCOPES[provider] ?? 'openid email profile',
        responseMode: provider === 'apple' ? 'form_post' : undefined,
        userinfoUrl: undefined,
      };
    }
    const oauth2 = OAUTH2_SETTINGS[provider];
    if (!oauth2 || !settings.authorizationUrl || !settings.tokenUrl || !settings.userinfoUrl) throw new AuthError('provider_not_found');
    const auth = oauth2.auth === 'basic' ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.ClientSecretPost(settings.clientSecret);
    const config = new oidc.Configuration(
      { issuer: new URL(settings.authorizationUrl).origin, authorization_endpoint: settings.authorizationUrl, token_endpoint: settings.tokenUrl },
      settings.clientId,
      settings.clientSecret,
      auth,
    );
    if ([settings.authorizationUrl, settings.tokenUrl, settings.userinfoUrl].some(isLoopbackHttp)) oidc.allowInsecureRequests(config);
    return { provider, config, mode: 'oauth2', scope: oauth2.scope, responseMode: undefined, userinfoUrl: settings.userinfoUrl };
  }

  /** The authorization URL to send the browser to (authorization code + PKCE, state, and nonce for OIDC). */
  async authorizationUrl(client: ProviderClient, checks: { readonly redirectUri: string; readonly state: string; readonly nonce?: string; readonly verifier: string }): Promise<URL> {
    const parameters: Record<string, string> = {
      redirect_uri: checks.redirectUri,
      scope: client.scope,
      response_type: 'code',
      state: checks.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
    };
    if (checks.nonce) parameters['nonce'] = checks.nonce;
    if (client.responseMode) parameters['response_mode'] = client.responseMode;
    return oidc.buildAuthorizationUrl(client.config, parameters);
  }

  /** Exchanges the code of the provider's answer (at `callbackUrl`) and reads who signed in. */
  async identityFromCallback(
    client: ProviderClient,
    callbackUrl: URL,
    checks: { readonly state: string; readonly nonce?: string; readonly verifier: string },
  ): Promise<SocialIdentity | undefined> {
    const tokens = await oidc.authorizationCodeGrant(client.config, callbackUrl, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      ...(client.mode === 'oidc' ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
    });
    if (client.mode === 'oidc') {
      const claims = tokens.claims();
      if (!claims) return undefined;
      let profile: Record<string, unknown> = { ...claims };
      if (!text(profile['email']) && client.config.serverMetadata().userinfo_endpoint) {
        // The ID token may carry only the subject (a provider conforming strictly): ask the userinfo endpoint.
        profile = { ...profile, ...(await oidc.fetchUserInfo(client.config, tokens.access_token, claims.sub)) };
      }
      return identityFromProfile(client.provider, profile);
    }
    const url = client.userinfoUrl;
    if (!url) return undefined;
    const response = await oidc.fetchProtectedResource(client.config, tokens.access_token, new URL(url), 'GET');
    if (!response.ok) {
      this.logger.warn({ provider: client.provider, status: response.status }, 'Profile request refused');
      return undefined;
    }
    const profile: unknown = await response.json();
    return typeof profile === 'object' && profile !== null ? identityFromProfile(client.provider, profile as Record<string, unknown>) : undefined;
  }
}
