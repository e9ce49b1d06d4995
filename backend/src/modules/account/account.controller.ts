import { Body, Controller, Header, Inject, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Account, accountEndpoints as api, ACCOUNT_MESSAGES, type PasswordChanged } from '@events/contracts/account';
import { AUTH_MESSAGES } from '@events/contracts/auth';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { parseWith } from '../../common/validation/parse-request.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { clearSessionCookies, setSessionCookies } from '../auth/session-cookies.js';
import { siteOrigin } from '../../common/http/site-urls.js';
import { AccountRateLimited } from './account-rate-limit.guard.js';
import { AccountService } from './account.service.js';

/**
 * Account details of the signed-in user (/account/). Anonymous visitors get 403; writes with the session
 * cookie need the CSRF header (global access guard). The calls that check a password are rate limited like
 * login.
 */
@Controller()
export class AccountController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly account: AccountService,
  ) {}

  @Route(api.details)
  @Header('Cache-Control', 'private, no-store')
  details(@CurrentUser() user: AuthUser): Promise<Account> {
    return this.account.details(user.id);
  }

  /** Any of first_name, last_name, email (with the current password), distance_units, language; answers the account. */
  @Route(api.update)
  @AccountRateLimited()
  update(@Body() body: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<Account> {
    return this.account.update(user.id, parseWith(api.update.body, body ?? {}), siteOrigin(req, this.config));
  }

  /** Mails the confirmation link again; says where it went. */
  @Route(api.resendConfirmation)
  @AccountRateLimited()
  async resendConfirmation(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<{ detail: string }> {
    const sentTo = await this.account.resendConfirmation(user.id, siteOrigin(req, this.config));
    return { detail: sentTo ? ACCOUNT_MESSAGES.confirmationSent(sentTo) : AUTH_MESSAGES.emailConfirmed };
  }

  /** Ends every other sign-in; this one continues on new session cookies (and `key` for bearer clients). */
  @Route(api.changePassword)
  @AccountRateLimited()
  async changePassword(
    @Body() body: unknown,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<PasswordChanged> {
    const session = await this.account.changePassword(user.id, parseWith(api.changePassword.body, body ?? {}));
    setSessionCookies(req, res, session, this.config);
    return { detail: ACCOUNT_MESSAGES.passwordChanged, key: session.accessToken };
  }

  @Route(api.disconnectSocial)
  async disconnectSocial(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<void> {
    await this.account.disconnectSocial(user.id, parseWith(api.disconnectSocial.params, params).provider);
  }

  /** Body `{password}` (when the account has one). Deletes the account with its personal data; signs out. */
  @Route(api.remove)
  @AccountRateLimited()
  async remove(@Body() body: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    await this.account.deleteAccount(user.id, parseWith(api.remove.body, body ?? {}));
    clearSessionCookies(req, res);
  }
}
