import { AUTH_MESSAGES } from '@events/contracts/auth';
import { type ErrorDefinition, ModuleError } from '../../common/errors/module-error.js';

export type MetricsErrorCode = 'throttled';

const METRICS_ERRORS: Record<MetricsErrorCode, ErrorDefinition> = {
  throttled: { status: 429, detail: AUTH_MESSAGES.throttled },
};

export class MetricsError extends ModuleError<MetricsErrorCode> {
  /** Throttled: whole seconds until the client's window ends (the Retry-After header). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: MetricsErrorCode, retryAfterSeconds?: number) {
    super(code, METRICS_ERRORS[code]);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
