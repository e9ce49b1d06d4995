import { ERRORS } from '@events/contracts/messages';
import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';

export type FrontendErrorCode = 'remote_not_found' | 'file_not_found';

const FRONTEND_ERRORS: Record<FrontendErrorCode, ErrorDefinition> = {
  remote_not_found: { status: 404, detail: ERRORS.notFound },
  file_not_found: { status: 404, detail: ERRORS.notFound },
};

export class FrontendError extends moduleErrorOf(FRONTEND_ERRORS) {}
