import { Body, Controller, Inject, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FEED_MAX_AGE_SECONDS, alertsEndpoints as api } from '@events/contracts/alerts';
import { CSRF_COOKIE } from '@events/contracts/auth';
import { CALENDAR_CONTENT_TYPE } from '@events/contracts/calendar';
import { SAVED_SEARCH_PATHS } from '@events/contracts/saved-searches';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { cookieValue } from '../../common/http/cookies.js';
import { parseWith } from '../../common/validation/parse-request.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { siteOrigin } from '../../common/http/site-urls.js';
import { AlertLinksService } from './alert-links.service.js';
import { unsubscribedPage, unsubscribeQuestionPage } from './alert-pages.js';
import { AlertPreviewsService } from './alert-previews.service.js';
import { unsubscribeUrl } from './alert-mail.js';
import { answerInLanguage, requestLanguage } from '../../common/i18n/request-language.js';
import { serverIntl } from '../../common/i18n/server-intl.js';
import type { SearchName } from './alerts.repository.js';
import { sendFeed } from './feed-reply.js';
import { acceptLanguageOf, chooseLanguage, langOf, varyOnAcceptLanguage } from './i18n/feed-language.js';

const HTML = 'text/html; charset=utf-8';

/**
 * The unsubscribe pages speak the language of the mail's reader (issue 31): the searches' owner's saved choice, else
 * the browser's (cookie, Accept-Language), else English.
 */
function readerIntl(searches: readonly SearchName[], req: FastifyRequest, res: FastifyReply) {
  const language = requestLanguage(req, { language: searches[0]?.owner_language ?? null });
  answerInLanguage(res, language);
  return serverIntl(language);
}

/**
 * Saved-search alerts over HTTP: the staff preview and test send (spec section 7), the signed-out unsubscribe of a
 * mail (a page, and RFC 8058 one-click POST), and the private feeds of a search.
 */
@Controller()
export class AlertsController {
  constructor(
    private readonly previews: AlertPreviewsService,
    private readonly links: AlertLinksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(api.preview)
  async preview(@Param() params: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { id } = parseWith(api.preview.params, params);
    const mail = await this.previews.preview(id, siteOrigin(req, this.config));
    res.header('Content-Type', HTML).header('Cache-Control', 'no-store').send(mail.html);
  }

  @Route(api.testEmail)
  testEmail(@Body() body: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<{ to: string }> {
    const { id } = parseWith(api.testEmail.body, body ?? {});
    return this.previews.sendTest(id, user.email, siteOrigin(req, this.config));
  }

  @Route(api.unsubscribePage)
  async unsubscribePage(@Param() params: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { token } = parseWith(api.unsubscribePage.params, params);
    const searches = await this.links.searchesOf(token);
    const origin = siteOrigin(req, this.config);
    const page = unsubscribeQuestionPage(
      searches.map((search) => search.search_name),
      unsubscribeUrl(origin, token),
      cookieValue(req, CSRF_COOKIE),
      readerIntl(searches, req, res),
    );
    res.header('Content-Type', HTML).header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').send(page);
  }

  @Route(api.unsubscribe)
  async unsubscribe(@Param() params: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { token } = parseWith(api.unsubscribe.params, params);
    const searches = await this.links.unsubscribe(token);
    const page = unsubscribedPage(
      searches.map((search) => search.search_name),
      `${siteOrigin(req, this.config)}${SAVED_SEARCH_PATHS.page}`,
      readerIntl(searches, req, res),
    );
    res.header('Content-Type', HTML).header('Cache-Control', 'no-store').send(page);
  }

  @Route(api.calendarFeed)
  async calendarFeed(@Param() params: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { token } = parseWith(api.calendarFeed.params, params);
    await this.replyFeed('calendar', token, CALENDAR_CONTENT_TYPE, req, res);
  }

  @Route(api.rssFeed)
  async rssFeed(@Param() params: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { token } = parseWith(api.rssFeed.params, params);
    await this.replyFeed('rss', token, 'application/rss+xml; charset=utf-8', req, res);
  }

  /**
   * The feed with its ETag and cache time (private: its address is the search's secret), its own words in `?lang=`,
   * else the reader's Accept-Language, else English (issue 31).
   */
  private async replyFeed(kind: 'calendar' | 'rss', token: string, contentType: string, req: FastifyRequest, res: FastifyReply): Promise<void> {
    const { language, fromHeader } = chooseLanguage({ lang: langOf(req.query), acceptLanguage: acceptLanguageOf(req) });
    const feed = await this.links.feed(kind, token, siteOrigin(req, this.config), undefined, language);
    if (fromHeader) res.header('Vary', varyOnAcceptLanguage(res.getHeader('vary')));
    await sendFeed(feed, contentType, `private, max-age=${FEED_MAX_AGE_SECONDS}`, req, res);
  }
}
