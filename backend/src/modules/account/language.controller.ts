import { Controller, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageEndpoints as api } from '@events/contracts/language-endpoints';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@events/contracts/languages';
import { sameSitePath } from '@events/contracts/same-site-path';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { setCookie } from '../../common/http/cookies.js';
import { redirect } from '../../common/http/redirect.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { UsersService } from '../users/users.service.js';
import { AccountError } from './account.errors.js';

/**
 * The language control's link (issue 31): keeps the choice in the language cookie (a year, the whole site, sent on
 * top-level navigations), saves it as the signed-in user's language, and answers 303 back to the page the reader
 * was on. Any `next` that is not a path of this site goes to the home page: the link is no open redirect.
 */
@Controller()
export class LanguageController {
  constructor(private readonly users: UsersService) {}

  @Route(api.choose)
  async choose(
    @Param() params: unknown,
    @Query() query: unknown,
    @CurrentUser() user: AuthUser | null,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const { language } = parseWith(api.choose.params, params);
    const { next } = parseQuery(api.choose.query, query);
    if (!isLanguage(language)) throw new AccountError('language_not_found');
    if (user) await this.users.setLanguage(user.id, language);
    setCookie(res, LANGUAGE_COOKIE, language, { sameSite: 'lax', secure: req.protocol === 'https', maxAge: LANGUAGE_COOKIE_MAX_AGE_S * 1000 });
    res.header('Cache-Control', 'no-store');
    redirect(req, res, 303, (next === undefined ? null : sameSitePath(next)) ?? '/');
  }
}
