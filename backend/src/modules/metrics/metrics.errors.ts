import { AUTH_MESSAGES } from '@events/contracts/auth';
import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';

export type MetricsErrorCode = 'throttled';

const METRICS_ERRORS: Record<MetricsErrorCode, ErrorDefinition> = {
  throttled: { status: 429, detail: AUTH_MESSAGES.throttled },
};

/** Throttled, with the whole seconds until the client's window ends. */
export class MetricsError extends moduleErrorOf(METRICS_ERRORS) {}
