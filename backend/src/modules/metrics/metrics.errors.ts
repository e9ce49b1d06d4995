import { type ErrorDefinition, moduleErrorOf, THROTTLED } from '../../common/errors/module-error.js';

export type MetricsErrorCode = 'throttled';

const METRICS_ERRORS: Record<MetricsErrorCode, ErrorDefinition> = {
  throttled: THROTTLED,
};

/** Throttled, with the whole seconds until the client's window ends. */
export class MetricsError extends moduleErrorOf(METRICS_ERRORS) {}
