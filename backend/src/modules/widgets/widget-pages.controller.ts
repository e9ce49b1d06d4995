import { Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FEED_MAX_AGE_SECONDS } from '@events/contracts/alerts';
import { CALENDAR_CONTENT_TYPE } from '@events/contracts/calendar';
import { UNKNOWN_HOST } from '@events/contracts/widget-metrics';
import { type WidgetEvents, widgetsEndpoints as api } from '@events/contracts/widgets';
import { Route } from '../../common/auth/route.decorator.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { sendFeed } from '../alerts/feed-reply.js';
import { siteOrigin } from '../../common/http/site-urls.js';
import { WIDGET_NOT_BUILT } from '../frontend/web-files.js';
import { embeddingHostOf, hostOfUrl, isCountableView } from './widget-hit-source.js';
import { WidgetHitTokens } from './widget-hit-token.js';
import { WidgetHitsService } from './widget-hits.service.js';
import { acceptLanguageOf, chooseLanguage, varyOnAcceptLanguage } from '../alerts/i18n/feed-language.js';
import { WidgetPagesService } from './widget-pages.service.js';
import { WIDGET_PAGE_CACHE_CONTROL, WidgetRenderer } from './widget-renderer.js';
import { WidgetsError } from './widgets.errors.js';

/**
 * The public widget: its page /widget/{id}/ (public-discovery section 2), rendered on the server with the first page
 * of events so it needs no JavaScript, and the JSON pages the hydrated widget fetches when paging in place. The
 * security headers let any site frame /widget/ (and nothing else); no cookie is read or set.
 */
@Controller()
export class WidgetPagesController {
  constructor(
    private readonly pages: WidgetPagesService,
    private readonly renderer: WidgetRenderer,
    private readonly hits: WidgetHitsService,
    private readonly tokens: WidgetHitTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A page as JSON, in the language the page itself would be (its `when`, month label and times). */
  @Route(api.events)
  async events(@Param() params: unknown, @Query() rawQuery: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<WidgetEvents> {
    const { id } = parseWith(api.events.params, params);
    const { data, fromHeader } = await this.pages.events(id, parseQuery(api.events.query, rawQuery), { acceptLanguage: acceptLanguageOf(req) });
    if (fromHeader) res.header('Vary', varyOnAcceptLanguage(res.getHeader('vary')));
    return data;
  }

  /** The calendar's public feed: anyone may subscribe, and shared caches may keep it as long as a private feed. */
  @Route(api.calendarFeed)
  async calendarFeed(@Param() params: unknown, @Query() rawQuery: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { id } = parseWith(api.calendarFeed.params, params);
    const { lang } = parseQuery(api.calendarFeed.query, rawQuery);
    const { language, fromHeader } = this.pages.feedLanguage(lang, { acceptLanguage: acceptLanguageOf(req) });
    const feed = await this.pages.calendarFeed(id, siteOrigin(req, this.config), language);
    res.removeHeader('set-cookie');
    if (fromHeader) res.header('Vary', varyOnAcceptLanguage(res.getHeader('vary')));
    await sendFeed(feed, CALENDAR_CONTENT_TYPE, `public, max-age=${FEED_MAX_AGE_SECONDS}, s-maxage=${FEED_MAX_AGE_SECONDS}`, req, res);
  }

  /** 200 with the widget, 404 with a short page for an unknown calendar, 503 while the widget is not built. */
  @Route(api.page)
  async page(@Param() params: unknown, @Query() rawQuery: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { id } = parseWith(api.page.params, params);
    const query = parseQuery(api.page.query, rawQuery);
    const reader = { acceptLanguage: acceptLanguageOf(req) };
    let data: WidgetEvents | null = null;
    let dataKey: string | undefined;
    // An unknown calendar's page speaks the address's or the reader's language (it has no setting).
    let { language, fromHeader } = chooseLanguage({ lang: query.lang, acceptLanguage: reader.acceptLanguage });
    try {
      const result = await this.pages.page(id, query, reader);
      ({ data, key: dataKey, fromHeader } = result);
      language = result.data.language;
    } catch (error) {
      if (!(error instanceof WidgetsError && error.code === 'widget_not_found')) throw error;
    }
    const ownHost = hostOfUrl(siteOrigin(req, this.config));
    // Null: the widget's own paging link, the same view (its embedding host is no longer known).
    const seen = embeddingHostOf(req.headers, ownHost);
    const host = seen ?? UNKNOWN_HOST;
    // The page's event hits are credited to the host its token names: the one seen here, not one a script claims.
    const hitToken = data?.state === 'listing' ? this.tokens.issue(id, host) : null;
    const page = await this.renderer.render({ data, language, host, hitToken }, dataKey);
    if (page === null) {
      await res.status(503).header('Content-Type', 'text/plain; charset=utf-8').send(WIDGET_NOT_BUILT);
      return;
    }
    // The page reads no cookie and, framed on another site, must not leave one: not even the CSRF cookie.
    res.removeHeader('set-cookie');
    res
      .status(data === null ? 404 : 200)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', WIDGET_PAGE_CACHE_CONTROL)
      .header('ETag', page.etag);
    // The language came from the reader's header: a shared cache keeps one copy per language.
    if (fromHeader) res.header('Vary', varyOnAcceptLanguage(res.getHeader('vary')));
    await res.send(page.html);
    if (data !== null && data.state === 'listing' && seen !== null && isCountableView(req.headers)) this.hits.recordPageView(id, host, req.ip);
  }
}
