import { type ErrorDefinition, moduleErrorOf, NOT_FOUND } from '../../common/errors/module-error.js';

export type FrontendErrorCode = 'remote_not_found' | 'file_not_found';

const FRONTEND_ERRORS: Record<FrontendErrorCode, ErrorDefinition> = {
  remote_not_found: NOT_FOUND,
  file_not_found: NOT_FOUND,
};

export class FrontendError extends moduleErrorOf(FRONTEND_ERRORS) {}
