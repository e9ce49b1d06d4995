import { Body, Controller, Header, Inject, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { userAdminEndpoints as api, type UserAdminList, type UserAdminRow } from '@events/contracts/user-admin';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { siteOrigin } from '../../common/http/site-urls.js';
import { UserAdminService } from './user-admin.service.js';

/** The superuser's Users screen: search, role and active state, reset links (superusers only, by the contracts). */
@Controller()
export class UserAdminController {
  constructor(
    private readonly admin: UserAdminService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(api.list)
  @Header('Cache-Control', 'private, no-store')
  list(@Query() rawQuery: unknown): Promise<UserAdminList> {
    return this.admin.list(parseQuery(api.list.query, rawQuery));
  }

  @Route(api.update)
  update(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<UserAdminRow> {
    const { id } = parseWith(api.update.params, params);
    return this.admin.update(user, id, parseWith(api.update.body, body ?? {}));
  }

  @Route(api.sendResetLink)
  async sendResetLink(@Param() params: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<void> {
    await this.admin.sendResetLink(user, parseWith(api.sendResetLink.params, params).id, siteOrigin(req, this.config));
  }
}
