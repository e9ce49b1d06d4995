import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CALENDAR_CONTENT_TYPE, calendarEventParamsSchema, calendarFileQuerySchema } from '@events/contracts/calendar';
import { Public } from '../../common/auth/public.decorator.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { requestOrigin } from '../frontend/remote-url.js';
import { CalendarService } from './calendar.service.js';

@Controller('icalendar')
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  /** `GET /icalendar/event/{id}/?dtstart=&dtend=`: the event's occurrences in range as an .ics attachment. */
  @Get('event/:id')
  @Public()
  async eventFile(@Param() rawParams: unknown, @Query() rawQuery: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { id } = parseWith(calendarEventParamsSchema, rawParams);
    const query = parseQuery(calendarFileQuerySchema, rawQuery);
    const file = await this.calendar.eventCalendarFile(id, query, requestOrigin(req));
    res.setHeader('Content-Type', CALENDAR_CONTENT_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.send(file.body);
  }
}
