import { SUPPORT_MESSAGES } from '@events/contracts/support';
import { ModuleError } from '../../common/errors/module-error.js';

/** throttled: the account or the client address has sent its allowance of contact messages for the window. */
export type SupportErrorCode = 'throttled';

export class SupportError extends ModuleError<SupportErrorCode> {
  constructor(code: SupportErrorCode, retryAfterSeconds: number) {
    super(code, { status: 429, detail: SUPPORT_MESSAGES.throttled(Math.max(1, Math.ceil(retryAfterSeconds / 60))) }, retryAfterSeconds);
  }
}
