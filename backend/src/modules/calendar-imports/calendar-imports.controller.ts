import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type CalendarSource, type CalendarSourceList, calendarImportsEndpoints as api } from '@events/contracts/calendar-imports';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { readCalendarFileForm } from './calendar-file-form.js';
import { CalendarImportsService } from './calendar-imports.service.js';

/**
 * A venue's calendar sources (issue 30): list, connect a feed, upload a .ics file, sync now, pause or resume,
 * remove. Producers for the venues they manage, zeditors for any; anything else is "Not found.".
 */
@Controller()
export class CalendarImportsController {
  constructor(private readonly imports: CalendarImportsService) {}

  @Route(api.list)
  list(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<CalendarSourceList> {
    return this.imports.list(user, parseWith(api.list.params, params).id);
  }

  @Route(api.addFeed)
  addFeed(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<CalendarSource> {
    const { id } = parseWith(api.addFeed.params, params);
    return this.imports.addFeed(user, id, parseWith(api.addFeed.body, body ?? {}));
  }

  @Route(api.uploadFile)
  async uploadFile(@Param() params: unknown, @CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<CalendarSource> {
    const { id } = parseWith(api.uploadFile.params, params);
    const { file } = parseWith(api.uploadFile.body, await readCalendarFileForm(request));
    return this.imports.uploadFile(user, id, file);
  }

  @Route(api.sync)
  sync(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<CalendarSource> {
    return this.imports.syncNow(user, parseWith(api.sync.params, params).id);
  }

  @Route(api.update)
  update(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: AuthUser): Promise<CalendarSource> {
    const { id } = parseWith(api.update.params, params);
    return this.imports.setPaused(user, id, parseWith(api.update.body, body ?? {}).paused);
  }

  @Route(api.remove)
  async remove(@Param() params: unknown, @Query() query: unknown, @CurrentUser() user: AuthUser): Promise<void> {
    const { id } = parseWith(api.remove.params, params);
    await this.imports.remove(user, id, parseQuery(api.remove.query, query).imported);
  }
}
