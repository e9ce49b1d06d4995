import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressesEndpoints as api, type SavedAddress } from '@events/contracts/addresses';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { sendListing } from '../../common/http/listing-response.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { AddressesService } from './addresses.service.js';

/**
 * The address book of the signed-in user (spec section 7, search_addresses calls). Anonymous visitors get
 * 403; writes with the session cookie need the CSRF header (global access guard).
 */
@Controller()
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  /** `?ordering=-updated|-created&page&page_size`: `{results, pagination}` with Link and x-total-count. */
  @Route(api.list)
  async list(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(api.list.query, rawQuery);
    sendListing(req, res, await this.addresses.list(user.id, query), query);
  }

  @Route(api.get)
  get(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<SavedAddress> {
    return this.addresses.get(user.id, parseWith(api.get.params, params).id);
  }

  @Route(api.create)
  create(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<SavedAddress> {
    return this.addresses.create(user.id, parseWith(api.create.body, body ?? {}));
  }

  @Route(api.update)
  update(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<SavedAddress> {
    const { id } = parseWith(api.update.params, params);
    return this.addresses.update(user.id, id, parseWith(api.update.body, body ?? {}));
  }

  @Route(api.remove)
  async remove(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<void> {
    await this.addresses.remove(user.id, parseWith(api.remove.params, params).id);
  }
}
