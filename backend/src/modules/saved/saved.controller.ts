import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SavedState } from '@events/contracts/auth';
import { savedEndpoints as api } from '@events/contracts/saved';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { sendListing } from '../../common/http/listing-response.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { SavedService } from './saved.service.js';

/** The explicit flag, from the JSON or form body or else the query string; absent = toggle. */
function wantedState(body: unknown, query: unknown): boolean | undefined {
  const fromBody = typeof body === 'object' && body !== null && 'saved' in body ? body : undefined;
  return parseWith(api.toggleEvent.body, fromBody ?? query ?? {}).saved;
}

/**
 * Bookmarks of the signed-in user (spec: "POST ... toggles and returns saved; GET reads it"). Anonymous
 * visitors get 403 (the UI shows the registration prompt instead); writes with the session cookie need the
 * CSRF header.
 */
@Controller()
export class SavedController {
  constructor(private readonly saved: SavedService) {}

  /** The saved events list (spec: "GET saved events list"): upcoming saved events as cards, paginated. */
  @Route(api.events)
  async listEvents(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(api.events.query, rawQuery);
    sendListing(req, res, await this.saved.listEvents(user.id, query), query);
  }

  /** The saved venues list (spec: "GET saved venues list"): saved venues as cards, paginated. */
  @Route(api.venues)
  async listVenues(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(api.venues.query, rawQuery);
    sendListing(req, res, await this.saved.listVenues(user.id, query), query);
  }

  @Route(api.eventState)
  eventState(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<SavedState> {
    return this.saved.state('event', user.id, parseWith(api.eventState.params, params).id);
  }

  @Route(api.toggleEvent)
  toggleEvent(@Param() params: unknown, @Body() body: unknown, @Query() query: unknown, @CurrentUser() user: AuthUser): Promise<SavedState> {
    const { id } = parseWith(api.toggleEvent.params, params);
    return this.saved.toggle('event', user.id, id, wantedState(body, query));
  }

  @Route(api.venueState)
  venueState(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<SavedState> {
    return this.saved.state('venue', user.id, parseWith(api.venueState.params, params).id);
  }

  @Route(api.toggleVenue)
  toggleVenue(@Param() params: unknown, @Body() body: unknown, @Query() query: unknown, @CurrentUser() user: AuthUser): Promise<SavedState> {
    const { id } = parseWith(api.toggleVenue.params, params);
    return this.saved.toggle('venue', user.id, id, wantedState(body, query));
  }
}
