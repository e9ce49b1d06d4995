import { Controller, Header, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { reportsEndpoints, type EditorReport, type PoiQaList, type UserReport } from '@events/contracts/reports';
import { Route } from '../../common/auth/route.decorator.js';
import { setListHeaders } from '../../common/http/list-response.js';
import { parseQuery } from '../../common/validation/parse-request.js';
import { ReportsService } from './reports.service.js';

/** The staff reports (issue 16): thin, the rules are in ReportsService. */
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Route(reportsEndpoints.users)
  @Header('Cache-Control', 'private, no-store')
  users(@Query() query: unknown): Promise<UserReport> {
    return this.reports.userReport(parseQuery(reportsEndpoints.users.query, query));
  }

  @Route(reportsEndpoints.editors)
  @Header('Cache-Control', 'private, no-store')
  editors(@Query() query: unknown): Promise<EditorReport> {
    return this.reports.editorReport(parseQuery(reportsEndpoints.editors.query, query));
  }

  @Route(reportsEndpoints.poiQa)
  @Header('Cache-Control', 'private, no-store')
  async poiQa(@Query() query: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<PoiQaList> {
    const parsed = parseQuery(reportsEndpoints.poiQa.query, query);
    const list = await this.reports.poiQa(parsed);
    setListHeaders(req, res, parsed, list.pagination.totalItems);
    return list;
  }
}
