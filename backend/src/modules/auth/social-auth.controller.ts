import { Body, Controller, Inject, Logger, Param, Query, Req, Res } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { AUTH_PATHS, authEndpoints as api, SOCIAL_PROVIDERS, type SocialProvider } from '@events/contracts/auth';
import { AccessError } from '../../common/auth/access.errors.js';
import { authStateOf } from '../../common/auth/auth-state.js';
import { csrfTokenMatches } from '../../common/auth/csrf.js';
import { Route } from '../../common/auth/route.decorator.js';
import { clearCookie, type CookieOptions, cookieValue, setCookie } from '../../common/http/cookies.js';
import { redirect } from '../../common/http/redirect.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { SocialAccountsService } from './social-accounts.service.js';
import { AuthService } from './auth.service.js';
import { setSessionCookies } from './session-cookies.js';
import { SESSION_JWT } from './sessions.service.js';
import { safeNext, siteOrigin } from '../../common/http/site-urls.js';
import { SocialProvidersService } from './social-providers.service.js';
import { requestLanguage } from '../../common/i18n/request-language.js';

/** Short-lived signed cookie carrying the checks of one sign-in round trip (state, nonce, PKCE verifier). */
export const SOCIAL_FLOW_COOKIE = 'social_flow';
const FLOW_SECONDS = 600;

/** Why a social sign-in did not complete (`?social_error=` on the page the browser lands on). */
export type SocialErrorCode = 'cancelled' | 'failed' | 'email_required' | 'inactive' | 'already_linked';

const flowSchema = z.object({
  typ: z.literal('social_flow'),
  provider: z.enum(SOCIAL_PROVIDERS),
  state: z.string(),
  nonce: z.string().optional(),
  verifier: z.string(),
  redirectUri: z.string(),
  next: z.string(),
  connectUserId: z.number().int().optional(),
});
type Flow = z.infer<typeof flowSchema>;

function field(source: unknown, name: string): unknown {
  return typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[name] : undefined;
}

function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://same-site.invalid');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Social sign-in for apple, google, twitter and facebook (each only when configured; otherwise 404):
 * `/auth/{provider}/login/` (GET, or POST from a form with the CSRF field) sends the browser to the provider;
 * `/auth/{provider}/callback/` signs in (or links, with `process=connect`) and redirects to `next`.
 */
@Controller()
export class SocialAuthController {
  private readonly logger = new Logger('SocialSignIn');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SESSION_JWT) private readonly jwt: JwtService,
    private readonly providers: SocialProvidersService,
    private readonly socialAccounts: SocialAccountsService,
    private readonly auth: AuthService,
  ) {}

  @Route(api.socialLogin)
  async loginByLink(@Param('provider') provider: string, @Query() query: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    await this.start(provider, query, req, res);
  }

  /** The spec's form post: the CSRF form field (or header) must match the csrftoken cookie, signed in or not. */
  @Route(api.socialLoginForm)
  async loginByForm(@Param('provider') provider: string, @Body() body: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    this.providers.settingsOf(provider);
    if (!csrfTokenMatches(req)) throw new AccessError('csrf_failed');
    await this.start(provider, body, req, res);
  }

  @Route(api.socialCallback)
  async callbackByRedirect(@Param('provider') provider: string, @Query() query: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    await this.finish(provider, query, req, res);
  }

  /** Apple answers with a form post (response_mode=form_post). */
  @Route(api.socialCallbackForm)
  async callbackByForm(@Param('provider') provider: string, @Body() body: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    await this.finish(provider, body, req, res);
  }

  private flowCookieOptions(req: FastifyRequest, provider: SocialProvider): CookieOptions {
    // A form post back from Apple is cross-site: only a SameSite=None (so Secure) cookie comes along.
    const secure = req.protocol === 'https';
    const crossSite = provider === 'apple' && secure;
    return { httpOnly: true, path: '/auth/', sameSite: crossSite ? 'none' : 'lax', secure, maxAge: FLOW_SECONDS * 1000 };
  }

  private async start(providerName: string, params: unknown, req: FastifyRequest, res: FastifyReply): Promise<void> {
    const { provider } = this.providers.settingsOf(providerName);
    const connect = field(params, 'process') === 'connect';
    const user = authStateOf(req).user;
    const client = await this.providers.clientFor(provider);
    const flow: Flow = {
      typ: 'social_flow',
      provider,
      state: oidc.randomState(),
      nonce: client.mode === 'oidc' ? oidc.randomNonce() : undefined,
      verifier: oidc.randomPKCECodeVerifier(),
      redirectUri: `${siteOrigin(req, this.config)}${AUTH_PATHS.socialCallback(provider)}`,
      next: safeNext(field(params, 'next'), connect ? '/account/' : '/'),
      connectUserId: connect && user ? user.id : undefined,
    };
    const url = await this.providers.authorizationUrl(client, flow);
    setCookie(res, SOCIAL_FLOW_COOKIE, await this.jwt.signAsync(flow, { expiresIn: FLOW_SECONDS }), this.flowCookieOptions(req, provider));
    res.header('Cache-Control', 'no-store');
    redirect(req, res, 302, url.href);
  }

  private async finish(providerName: string, params: unknown, req: FastifyRequest, res: FastifyReply): Promise<void> {
    const { provider } = this.providers.settingsOf(providerName);
    clearCookie(res, SOCIAL_FLOW_COOKIE, this.flowCookieOptions(req, provider));
    res.header('Cache-Control', 'no-store');
    const flow = await this.readFlow(cookieValue(req, SOCIAL_FLOW_COOKIE));
    const fail = (code: SocialErrorCode, next?: string): void => {
      redirect(req, res, 302, next ? withParam(next, 'social_error', code) : withParam('/auth/login/', 'social_error', code));
    };
    if (!flow || flow.provider !== provider) return fail('failed');
    if (typeof field(params, 'error') === 'string') return fail('cancelled', flow.connectUserId ? flow.next : undefined);

    const callbackUrl = new URL(flow.redirectUri);
    for (const name of ['code', 'state', 'iss', 'error', 'error_description']) {
      const value = field(params, name);
      if (typeof value === 'string') callbackUrl.searchParams.set(name, value);
    }
    let identity;
    try {
      identity = await this.providers.identityFromCallback(await this.providers.clientFor(provider), callbackUrl, flow);
    } catch (error) {
      this.logger.warn({ err: error, provider }, 'Social sign-in failed at the provider');
      return fail('failed', flow.connectUserId ? flow.next : undefined);
    }
    if (!identity) return fail('failed', flow.connectUserId ? flow.next : undefined);

    const current = authStateOf(req).user;
    if (flow.connectUserId !== undefined && current?.id === flow.connectUserId) {
      const linked = await this.socialAccounts.linkSocialAccount(current.id, identity);
      if (!linked) return fail('already_linked', flow.next);
      redirect(req, res, 302, flow.next);
      return;
    }

    const result = await this.socialAccounts.signInWithSocial(identity, requestLanguage(req));
    if (!('user' in result)) return fail(result.outcome);
    this.logger.log({ provider, userId: result.user.id, outcome: result.outcome }, 'Social sign-in');
    setSessionCookies(req, res, await this.auth.signIn(result.user.id), this.config);
    redirect(req, res, 302, flow.next);
  }

  private async readFlow(token: string | undefined): Promise<Flow | undefined> {
    if (!token) return undefined;
    try {
      const parsed = flowSchema.safeParse(await this.jwt.verifyAsync(token));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }
}
