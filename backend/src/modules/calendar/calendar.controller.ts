import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
  async eventFile(@Param() rawParams: unknown, @Query() rawQuery: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { id } = parseWith(calendarEventParamsSchema, rawParams);
    const query = parseQuery(calendarFileQuerySchema, rawQuery);
    const file = await this.calendar.eventCalendarFile(id, query, requestOrigin(req));
    res.header('Content-Type', CALENDAR_CONTENT_TYPE);
    res.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.header('Cache-Control', 'private, max-age=300');
    res.send(file.body);
  }
}
