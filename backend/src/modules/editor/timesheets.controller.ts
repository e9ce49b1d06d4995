import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { type TimesheetEntry, timesheetsEndpoints as api, type TimesheetWeek } from '@events/contracts/timesheets';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { TimesheetsService } from './timesheets.service.js';

/** Editor timesheets: the week, a new period, deleting one, a superuser's approval and CSV export. */
@Controller()
export class TimesheetsController {
  constructor(private readonly timesheets: TimesheetsService) {}

  @Route(api.week)
  week(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser): Promise<TimesheetWeek> {
    const query = parseQuery(api.week.query, rawQuery);
    return this.timesheets.week(user, query.week, query.user_id);
  }

  @Route(api.add)
  add(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<TimesheetEntry> {
    return this.timesheets.add(user, parseWith(api.add.body, body ?? {}));
  }

  @Route(api.remove)
  async remove(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<void> {
    await this.timesheets.remove(user, parseWith(api.remove.params, params).id);
  }

  @Route(api.approve)
  approve(@Body() body: unknown, @CurrentUser() user: AuthUser): Promise<TimesheetWeek> {
    const { user_id, week } = parseWith(api.approve.body, body ?? {});
    return this.timesheets.approve(user, user_id, week);
  }

  @Route(api.csv)
  async csv(@Query() rawQuery: unknown, @CurrentUser() user: AuthUser, @Res() res: FastifyReply): Promise<void> {
    const query = parseQuery(api.csv.query, rawQuery);
    const file = await this.timesheets.csv(user, query.week, query.user_id);
    res.header('Content-Type', 'text/csv; charset=utf-8');
    res.header('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.header('Cache-Control', 'private, no-store');
    res.send(file.body);
  }
}
