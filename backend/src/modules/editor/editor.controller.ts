import { Body, Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { type EditorProfile, editorEndpoints as api, type QueueActionResult } from '@events/contracts/editor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { sendListing } from '../../common/http/listing-response.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { siteOrigin } from '../../common/http/site-urls.js';
import { EditorProfileService } from './editor-profile.service.js';
import { ModerationService } from './moderation.service.js';

/** The editor desk's calls: the venue moderation queue and its decisions, and the editor profile. */
@Controller()
export class EditorController {
  constructor(
    private readonly moderation: ModerationService,
    private readonly profiles: EditorProfileService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(api.queue)
  async queue(@Query() rawQuery: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(api.queue.query, rawQuery);
    sendListing(req, res, await this.moderation.queue(query), query);
  }

  @Route(api.publish)
  publish(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<QueueActionResult> {
    return this.moderation.publish(user, parseWith(api.publish.params, params).id);
  }

  @Route(api.merge)
  merge(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<QueueActionResult> {
    const { id } = parseWith(api.merge.params, params);
    const { into } = parseWith(api.merge.body, body ?? {});
    return this.moderation.merge(user, id, into, siteOrigin(req, this.config));
  }

  @Route(api.reject)
  reject(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<QueueActionResult> {
    const { id } = parseWith(api.reject.params, params);
    const { notes } = parseWith(api.reject.body, body ?? {});
    return this.moderation.reject(user, id, notes, siteOrigin(req, this.config));
  }

  @Route(api.profile)
  profile(@CurrentUser() user: AuthUser): Promise<EditorProfile> {
    return this.profiles.get(user.id);
  }

  @Route(api.saveProfile)
  saveProfile(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<EditorProfile> {
    return this.profiles.save(user.id, parseWith(api.saveProfile.body, body ?? {}));
  }
}
