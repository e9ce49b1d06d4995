import { Body, Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type SavedSearch, type SavedSearchResults, savedSearchesEndpoints as api } from '@events/contracts/saved-searches';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { sendListing } from '../../common/http/listing-response.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { siteOrigin } from '../../common/http/site-urls.js';
import { SavedSearchesService } from './saved-searches.service.js';

/**
 * Saved searches of the signed-in user (spec producer-and-account section 7): list, create, read, change
 * (a rename sends {search_name}), delete, and the results of a search for the export modal. Anonymous: 403.
 */
@Controller()
export class SavedSearchesController {
  constructor(
    private readonly savedSearches: SavedSearchesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(api.list)
  async list(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(api.list.query, rawQuery);
    sendListing(req, res, await this.savedSearches.list(user.id, query), query);
  }

  @Route(api.create)
  create(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<SavedSearch> {
    return this.savedSearches.create(user.id, parseWith(api.create.body, body ?? {}));
  }

  @Route(api.get)
  get(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<SavedSearch> {
    return this.savedSearches.get(user.id, parseWith(api.get.params, params).id);
  }

  @Route(api.update)
  update(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<SavedSearch> {
    const { id } = parseWith(api.update.params, params);
    return this.savedSearches.update(user.id, id, parseWith(api.update.body, body ?? {}));
  }

  @Route(api.remove)
  async remove(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<void> {
    await this.savedSearches.remove(user.id, parseWith(api.remove.params, params).id);
  }

  @Route(api.revokeFeed)
  revokeFeed(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<SavedSearch> {
    return this.savedSearches.revokeFeed(user.id, parseWith(api.revokeFeed.params, params).id);
  }

  @Route(api.results)
  results(@Param() params: unknown, @Query() rawQuery: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<SavedSearchResults> {
    const { id } = parseWith(api.results.params, params);
    const query = parseQuery(api.results.query, rawQuery);
    return this.savedSearches.results(user.id, id, query, siteOrigin(req, this.config));
  }
}
