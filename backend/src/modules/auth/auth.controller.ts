import { Body, Controller, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, authEndpoints as api, type EmailConfirmed, type LoginAnswer, type Registered, SOCIAL_PROVIDERS } from '@events/contracts/auth';
import { AccessError } from '../../common/auth/access.errors.js';
import { authStateOf } from '../../common/auth/auth-state.js';
import { echoesSessionToken } from '../../common/auth/csrf.js';
import { Route } from '../../common/auth/route.decorator.js';
import { cookieValue } from '../../common/http/cookies.js';
import { parseWith } from '../../common/validation/parse-request.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AuthError } from './auth.errors.js';
import { AuthService } from './auth.service.js';
import { EmailConfirmationsService } from './email-confirmations.service.js';
import { SignInCall } from './sign-in-call.decorator.js';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../common/auth/session-cookie-names.js';
import { clearSessionCookies, setSessionCookies } from './session-cookies.js';
import { SessionCsrf } from './session-csrf.js';
import { SessionsService } from './sessions.service.js';
import { siteOrigin } from '../../common/http/site-urls.js';
import { requestLanguage } from '../../common/i18n/request-language.js';

type Detail = { detail: string };

/**
 * Registration, e-mail confirmation, login, session refresh, logout and password reset. Login, register and both reset calls are
 * taken from this site's own pages only (SameOriginGuard: login CSRF) and rate limited per client address (429). Session: httpOnly access cookie (JWT) + refresh cookie (only sent to
 * the refresh call) + the readable csrftoken cookie that writes echo in X-CSRFToken.
 */
@Controller()
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly confirmations: EmailConfirmationsService,
    private readonly csrf: SessionCsrf,
  ) {}

  /**
   * JSON username (copied from the e-mail), email, password1, password2 -> 201, the same answer whether the address
   * was free or already had an account; no session (the new account logs in next).
   */
  @Route(api.register)
  @SignInCall()
  async register(@Body() body: unknown, @Req() req: FastifyRequest): Promise<Registered> {
    const input = parseWith(api.register.body, body ?? {});
    // The account is made in the request's language (issue 31): its mails and pages start in it.
    await this.auth.register(input, siteOrigin(req, this.config), requestLanguage(req));
    return { detail: AUTH_MESSAGES.registered, email: input.email };
  }

  /**
   * Form data (or JSON) username-or-email + password -> `{key}` (the access token) and the session cookies; 429 with
   * Retry-After while the account is blocked after too many failed logins (from any address).
   */
  @Route(api.login)
  @SignInCall()
  async login(@Body() body: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<LoginAnswer> {
    const input = parseWith(api.login.body, body ?? {});
    const session = await this.auth.login(input.username, input.password);
    setSessionCookies(req, res, session, this.config);
    return { key: session.accessToken };
  }

  /**
   * Rotates the refresh token of the cookie (a write with an ambient credential: the header must carry the
   * sign-in's CSRF token). 401 when it is unknown, expired, revoked or already used (which revokes its sign-in).
   */
  @Route(api.refresh)
  async refresh(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<LoginAnswer> {
    const refreshToken = cookieValue(req, REFRESH_COOKIE);
    const family = await this.sessions.familyOfRefresh(cookieValue(req, ACCESS_COOKIE), refreshToken);
    // An unknown token goes on to its 401; a known one's sign-in decides the CSRF token.
    if (family !== undefined && !echoesSessionToken(req, this.csrf.tokenFor(family))) throw new AccessError('csrf_failed');
    try {
      const session = await this.auth.refresh(refreshToken);
      setSessionCookies(req, res, session, this.config);
      return { key: session.accessToken };
    } catch (error) {
      if (error instanceof AuthError) clearSessionCookies(req, res);
      throw error;
    }
  }

  /**
   * Ends this sign-in (its refresh tokens and access tokens) and clears the cookies. A POST only (with the CSRF
   * header when the cookie signs in): GET /auth/logout/ is the shell's screen asking for confirmation.
   */
  @Route(api.logout)
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<Detail> {
    await this.endSession(req, res);
    return { detail: AUTH_MESSAGES.loggedOut };
  }

  /** Always 200 (whether the e-mail has an account is not told); mails a reset link when it has. */
  @Route(api.passwordReset)
  @SignInCall()
  async passwordReset(@Body() body: unknown, @Req() req: FastifyRequest): Promise<Detail> {
    const { email } = parseWith(api.passwordReset.body, body ?? {});
    await this.auth.requestPasswordReset(email, siteOrigin(req, this.config), requestLanguage(req, null));
    return { detail: AUTH_MESSAGES.resetSent };
  }

  /** token + new_password1/2 from the mailed link; 400 `{token: [...]}` for an unknown, used or expired link. */
  @Route(api.passwordResetConfirm)
  @SignInCall()
  async passwordResetConfirm(@Body() body: unknown): Promise<Detail> {
    const input = parseWith(api.passwordResetConfirm.body, body ?? {});
    await this.auth.confirmPasswordReset(input.token, input.new_password1);
    return { detail: AUTH_MESSAGES.resetDone };
  }

  /** token of a mailed confirmation link -> the address now confirmed; 400 `{token: [...]}` for a link that is not usable. */
  @Route(api.confirmEmail)
  @SignInCall()
  async confirmEmail(@Body() body: unknown, @Req() req: FastifyRequest): Promise<EmailConfirmed> {
    const { token } = parseWith(api.confirmEmail.body, body ?? {});
    const { email } = await this.confirmations.confirm(token, siteOrigin(req, this.config));
    return { detail: AUTH_MESSAGES.emailConfirmed, email };
  }

  /** The social sign-in providers this deployment has configured (the UI hides the others). */
  @Route(api.providers)
  providers(): { providers: (typeof SOCIAL_PROVIDERS)[number][] } {
    return { providers: SOCIAL_PROVIDERS.filter((provider) => this.config.socialProviders[provider] !== undefined) };
  }

  private async endSession(req: FastifyRequest, res: FastifyReply): Promise<void> {
    const family = authStateOf(req).family ?? (await this.sessions.familyOf(cookieValue(req, ACCESS_COOKIE)));
    await this.auth.logout(family);
    clearSessionCookies(req, res);
  }
}
