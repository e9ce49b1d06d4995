import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { savedFlagSchema, type SavedState } from '@events/contracts/auth';
import { savedEventsQuerySchema, savedVenuesQuerySchema } from '@events/contracts/saved';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Roles } from '../../common/auth/roles.decorator.js';
import { sendListing } from '../../common/http/listing-response.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { SavedService } from './saved.service.js';

const MAX_ID = 2_147_483_647;
const idSchema = z.object({
  id: z
    .string()
    .regex(/^\d+$/, 'A valid integer is required.')
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, 'A valid integer is required.'),
});

/** The explicit flag, from the JSON or form body or else the query string; absent = toggle. */
function wantedState(body: unknown, query: unknown): boolean | undefined {
  const fromBody = typeof body === 'object' && body !== null && 'saved' in body ? body : undefined;
  return parseWith(savedFlagSchema, fromBody ?? query ?? {}).saved;
}

/**
 * Bookmarks of the signed-in user (spec: "POST ... toggles and returns saved; GET reads it"). Anonymous
 * visitors get 403 (the UI shows the registration prompt instead); writes with the session cookie need the
 * CSRF header.
 */
@Controller('events/api')
@Roles('user')
export class SavedController {
  constructor(private readonly saved: SavedService) {}

  /** The saved events list (spec: "GET saved events list"): upcoming saved events as cards, paginated. */
  @Get('v1/saved_events')
  async listEvents(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(savedEventsQuerySchema, rawQuery);
    sendListing(req, res, await this.saved.listEvents(user.id, query), query);
  }

  /** The saved venues list (spec: "GET saved venues list"): saved venues as cards, paginated. */
  @Get('v1/saved_pois')
  async listVenues(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(savedVenuesQuerySchema, rawQuery);
    sendListing(req, res, await this.saved.listVenues(user.id, query), query);
  }

  @Get('saved_events/event/:id')
  eventState(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<SavedState> {
    return this.saved.state('event', user.id, parseWith(idSchema, params).id);
  }

  @Post('saved_events/event/:id')
  @HttpCode(200)
  toggleEvent(@Param() params: unknown, @Body() body: unknown, @Query() query: unknown, @CurrentUser() user: AuthUser): Promise<SavedState> {
    const { id } = parseWith(idSchema, params);
    return this.saved.toggle('event', user.id, id, wantedState(body, query));
  }

  @Get('saved_pois/poi/:id')
  venueState(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<SavedState> {
    return this.saved.state('venue', user.id, parseWith(idSchema, params).id);
  }

  @Post('saved_pois/poi/:id')
  @HttpCode(200)
  toggleVenue(@Param() params: unknown, @Body() body: unknown, @Query() query: unknown, @CurrentUser() user: AuthUser): Promise<SavedState> {
    const { id } = parseWith(idSchema, params);
    return this.saved.toggle('venue', user.id, id, wantedState(body, query));
  }
}
