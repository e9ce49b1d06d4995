import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idParamSchema } from '@events/contracts/lists';
import {
  savedSearchCreateSchema,
  savedSearchListQuerySchema,
  savedSearchPatchSchema,
  savedSearchResultsQuerySchema,
  type SavedSearch,
  type SavedSearchResults,
} from '@events/contracts/saved-searches';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Roles } from '../../common/auth/roles.decorator.js';
import { sendListing } from '../../common/http/listing-response.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { siteOrigin } from '../auth/site-urls.js';
import { SavedSearchesService } from './saved-searches.service.js';

/**
 * Saved searches of the signed-in user (spec producer-and-account section 7): list, create, read, change
 * (a rename sends {search_name}), delete, and the results of a search for the export modal. Anonymous: 403.
 */
@Controller('events/api/v1/saved_searches')
@Roles('user')
export class SavedSearchesController {
  constructor(
    private readonly savedSearches: SavedSearchesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async list(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(savedSearchListQuerySchema, rawQuery);
    sendListing(req, res, await this.savedSearches.list(user.id, query), query);
  }

  @Post()
  create(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<SavedSearch> {
    return this.savedSearches.create(user.id, parseWith(savedSearchCreateSchema, body ?? {}));
  }

  @Get(':id')
  get(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<SavedSearch> {
    return this.savedSearches.get(user.id, parseWith(idParamSchema, params).id);
  }

  @Patch(':id')
  update(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<SavedSearch> {
    const { id } = parseWith(idParamSchema, params);
    return this.savedSearches.update(user.id, id, parseWith(savedSearchPatchSchema, body ?? {}));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<void> {
    await this.savedSearches.remove(user.id, parseWith(idParamSchema, params).id);
  }

  @Get(':id/results')
  results(@Param() params: unknown, @Query() rawQuery: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<SavedSearchResults> {
    const { id } = parseWith(idParamSchema, params);
    const query = parseQuery(savedSearchResultsQuerySchema, rawQuery);
    return this.savedSearches.results(user.id, id, query, siteOrigin(req, this.config));
  }
}
