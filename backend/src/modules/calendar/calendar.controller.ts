import { Controller, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CALENDAR_CONTENT_TYPE, calendarEndpoints as api } from '@events/contracts/calendar';
import { Route } from '../../common/auth/route.decorator.js';
import { answerInLanguage, requestLanguage } from '../../common/i18n/request-language.js';
import { parseQuery, parseWith } from '../../common/validation/parse-request.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { CalendarService } from './calendar.service.js';

@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  /**
   * `GET /icalendar/event/{id}/?dtstart=&dtend=`: the event's occurrences in range as an .ics attachment, worded in
   * the request's language (issue 31), which the answer names.
   */
  @Route(api.eventFile)
  async eventFile(@Param() rawParams: unknown, @Query() rawQuery: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { id } = parseWith(api.eventFile.params, rawParams);
    const query = parseQuery(api.eventFile.query, rawQuery);
    const language = requestLanguage(req);
    const file = await this.calendar.eventCalendarFile(id, query, requestOrigin(req), language);
    answerInLanguage(res, language);
    res.header('Content-Type', CALENDAR_CONTENT_TYPE);
    res.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.send(file.body);
  }
}
