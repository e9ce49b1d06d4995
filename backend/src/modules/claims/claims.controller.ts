import { Body, Controller, Header, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { claimsEndpoints as api, type ClaimRequest, type ClaimVenueResult, type OwnClaimList } from '@events/contracts/claims';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { RequestValidationError } from '../../common/errors/request-validation.error.js';
import { sendListing } from '../../common/http/listing-response.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { siteOrigin } from '../../common/http/site-urls.js';
import { ClaimsError } from './claims.errors.js';
import { ClaimsService } from './claims.service.js';

/** The claim call of the claim venue screen, My Claims, and the moderation desk's list, status update and delete. */
@Controller()
export class ClaimsController {
  constructor(
    private readonly claims: ClaimsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(api.claim)
  claim(@Body() body: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<ClaimVenueResult> {
    return this.claims.claim(user, parseWith(api.claim.body, body ?? {}).id, siteOrigin(req, this.config));
  }

  /** My Claims: the signed-in user's own claims; the user is the session's, so nobody reads another's. */
  @Route(api.mine)
  @Header('Cache-Control', 'private, no-store')
  mine(@CurrentUser() user: AuthUser): Promise<OwnClaimList> {
    return this.claims.mine(user.id);
  }

  @Route(api.list)
  @Header('Cache-Control', 'private, no-store')
  async list(@Query() rawQuery: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(api.list.query, rawQuery);
    sendListing(req, res, await this.claims.list(query), query);
  }

  /** A bad body answers 400 with one `detail` the modal shows (spec section 8). */
  @Route(api.update)
  update(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest): Promise<ClaimRequest> {
    const { claimId } = parseWith(api.update.params, params);
    let change;
    try {
      change = parseWith(api.update.body, body ?? {});
    } catch (error) {
      if (!(error instanceof RequestValidationError)) throw error;
      throw new ClaimsError('invalid_update', Object.values(error.fieldErrors).flat().join(' '));
    }
    return this.claims.update(user.id, claimId, change, siteOrigin(req, this.config));
  }

  @Route(api.remove)
  async remove(@Param() params: unknown): Promise<void> {
    await this.claims.remove(parseWith(api.remove.params, params).claimId);
  }
}
