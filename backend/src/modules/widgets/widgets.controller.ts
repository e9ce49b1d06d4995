import { Body, Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Widget, widgetsEndpoints as api } from '@events/contracts/widgets';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { sendListing } from '../../common/http/listing-response.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { siteOrigin } from '../../common/http/site-urls.js';
import { answerInLanguage, requestLanguage } from '../../common/i18n/request-language.js';
import { type OwnerView, WidgetsService } from './widgets.service.js';

/**
 * The producer's calendars (spec producer-and-account section 7): list (ordering), create {title, search_id}, read,
 * change (PUT), delete. Producers only; another producer's calendar is "Not found.".
 */
@Controller()
export class WidgetsController {
  constructor(
    private readonly widgets: WidgetsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(api.list)
  async list(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(api.list.query, rawQuery);
    sendListing(req, res, await this.widgets.list(user.id, query, this.viewOf(req, res)), query);
  }

  @Route(api.create)
  create(@Body() body: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<Widget> {
    return this.widgets.create(user.id, parseWith(api.create.body, body ?? {}), this.viewOf(req, res));
  }

  @Route(api.get)
  get(@Param() params: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<Widget> {
    return this.widgets.get(user.id, parseWith(api.get.params, params).id, this.viewOf(req, res));
  }

  @Route(api.update)
  update(
    @Param() params: unknown,
    @Body() body: unknown,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<Widget> {
    const { id } = parseWith(api.update.params, params);
    return this.widgets.update(user.id, id, parseWith(api.update.body, body ?? {}), this.viewOf(req, res));
  }

  @Route(api.remove)
  async remove(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<void> {
    await this.widgets.remove(user.id, parseWith(api.remove.params, params).id);
  }

  /** A calendar's search description is worded in the request's language, and the answer says which. */
  private viewOf(req: FastifyRequest, res: FastifyReply): OwnerView {
    const language = requestLanguage(req);
    answerInLanguage(res, language);
    return { origin: siteOrigin(req, this.config), language };
  }
}
