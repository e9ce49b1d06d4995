import { AUTH_MESSAGES } from '@events/contracts/auth';
import { type ErrorDefinition, moduleErrorOf } from '../../common/errors/module-error.js';

export type MetricsErrorCode = 'throttled';

const METRICS_ERRORS: Record<MetricsErrorCode, ErrorDefinition> = {
  throttled: { status: 429, detail: AUTH_MESSAGES.throttled },
};

export class MetricsError extends moduleErrorOf(METRICS_ERRORS) {
  /** Throttled: whole seconds until the client's window ends (the Retry-After header). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: MetricsErrorCode, retryAfterSeconds?: number) {
    super(code);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
