import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressListQuerySchema, addressWriteSchema, type SavedAddress } from '@events/contracts/addresses';
import { idParamSchema } from '@events/contracts/lists';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Roles } from '../../common/auth/roles.decorator.js';
import { sendListing } from '../../common/http/listing-response.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { AddressesService } from './addresses.service.js';

/**
 * The address book of the signed-in user (spec section 7, search_addresses calls). Anonymous visitors get
 * 403; writes with the session cookie need the CSRF header (global access guard).
 */
@Controller('events/api/v1/search_addresses')
@Roles('user')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  /** `?ordering=-updated|-created&page&page_size`: `{results, pagination}` with Link and x-total-count. */
  @Get()
  async list(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(addressListQuerySchema, rawQuery);
    sendListing(req, res, await this.addresses.list(user.id, query), query);
  }

  @Get(':id')
  get(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<SavedAddress> {
    return this.addresses.get(user.id, parseWith(idParamSchema, params).id);
  }

  @Post()
  @HttpCode(201)
  create(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<SavedAddress> {
    return this.addresses.create(user.id, parseWith(addressWriteSchema, body ?? {}));
  }

  @Put(':id')
  update(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<SavedAddress> {
    const { id } = parseWith(idParamSchema, params);
    return this.addresses.update(user.id, id, parseWith(addressWriteSchema, body ?? {}));
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<void> {
    await this.addresses.remove(user.id, parseWith(idParamSchema, params).id);
  }
}
