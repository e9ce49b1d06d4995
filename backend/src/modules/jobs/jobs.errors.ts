import { ERRORS } from '@events/contracts/messages';
import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';

export type JobsErrorCode = 'job_not_found';

const JOBS_ERRORS: Record<JobsErrorCode, ErrorDefinition> = {
  job_not_found: { status: 404, detail: ERRORS.notFound },
};

export class JobsError extends moduleErrorOf(JOBS_ERRORS) {}
