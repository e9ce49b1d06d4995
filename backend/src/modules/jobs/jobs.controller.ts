import { Controller, Header, Param } from '@nestjs/common';
import { type JobList, type JobRunRequested, jobsEndpoints as api } from '@events/contracts/jobs';
import type { AuthUser } from '../../common/auth/auth-state.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { Route } from '../../common/auth/route.decorator.js';
import { parseWith } from '../../common/validation/parse-request.js';
import { JobsService } from './jobs.service.js';

/** The superuser's Jobs screen: the jobs with their runs, and "Run now". */
@Controller()
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Route(api.list)
  @Header('Cache-Control', 'private, no-store')
  list(): Promise<JobList> {
    return this.jobs.list();
  }

  @Route(api.run)
  run(@Param() params: unknown, @CurrentUser() user: AuthUser): Promise<JobRunRequested> {
    return this.jobs.runNow(user, parseWith(api.run.params, params).name);
  }
}
