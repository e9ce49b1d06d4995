import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import { savedFlagSchema, type SavedState } from '@events/contracts/auth';
import { type AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Roles } from '../../common/auth/roles.decorator.js';
import { parseWith } from '../../common/validation/parse-request.js';
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
