import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eventFormsEndpoints as api, type EventForm } from '@events/contracts/event-forms';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { sendListing } from '../../common/http/listing-response.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { EventFormsService } from './event-forms.service.js';
import { EventWritesService } from './event-writes.service.js';

/**
 * The producer tools' event calls (spec section 7): add, edit, the event converted for the form, delete, and the
 * producer's / editor event list. Producers act on the events of the venues they manage, zeditors and superusers on
 * any; an event out of reach answers 404.
 */
@Controller()
export class EventFormsController {
  constructor(
    private readonly writes: EventWritesService,
    private readonly forms: EventFormsService,
  ) {}

  @Route(api.create)
  create(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<EventForm> {
    return this.writes.create(user, parseWith(api.create.body, body ?? {}));
  }

  @Route(api.update)
  update(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<EventForm> {
    const { id } = parseWith(api.update.params, params);
    return this.writes.update(user, id, parseWith(api.update.body, body ?? {}));
  }

  @Route(api.get)
  get(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<EventForm> {
    return this.forms.getFormFor(user, parseWith(api.get.params, params).id);
  }

  @Route(api.remove)
  async remove(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<void> {
    await this.writes.remove(user, parseWith(api.remove.params, params).id);
  }

  /** `?ordering=-created|date&page&page_size`: `{results, pagination, upcoming}` with Link and x-total-count. */
  @Route(api.list)
  async list(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(api.list.query, rawQuery);
    sendListing(req, res, await this.forms.list(user, query), query);
  }
}
