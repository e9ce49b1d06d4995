import { Body, Controller, Header, Param, Res } from '@nestjs/common';
import { type AdminSearchAd, type AdminSearchAdList, adsAdminEndpoints as api, type SearchAdStats } from '@events/contracts/ads';
import type { FastifyReply } from 'fastify';
import { Route } from '../../common/auth/route.decorator.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { AdsAdminService } from './ads-admin.service.js';

/** Editors' search-ad calls, and the public click-through link that counts and redirects. */
@Controller()
export class AdsAdminController {
  constructor(private readonly ads: AdsAdminService) {}

  @Route(api.list)
  async list(): Promise<AdminSearchAdList> {
    return { results: await this.ads.list() };
  }

  @Route(api.create)
  create(@Body() body: unknown): Promise<AdminSearchAd> {
    return this.ads.create(parseWith(api.create.body, body ?? {}));
  }

  @Route(api.update)
  update(@Param() params: unknown, @Body() body: unknown): Promise<AdminSearchAd> {
    const { id } = parseWith(api.update.params, params);
    return this.ads.update(id, parseWith(api.update.body, body ?? {}));
  }

  @Route(api.remove)
  async remove(@Param() params: unknown): Promise<void> {
    await this.ads.remove(parseWith(api.remove.params, params).id);
  }

  @Route(api.stats)
  stats(@Param() params: unknown): Promise<SearchAdStats> {
    return this.ads.stats(parseWith(api.stats.params, params).id);
  }

  @Route(api.click)
  @Header('Cache-Control', 'no-store')
  async click(@Param() params: unknown, @Res() res: FastifyReply): Promise<void> {
    const url = await this.ads.click(parseWith(api.click.params, params).id);
    res.redirect(url, 302);
  }
}
