import { type ErrorDefinition, ModuleError } from '../../common/errors/module-error.js';

export type MailErrorCode = 'mail_not_sent';

const MAIL_ERRORS: Record<MailErrorCode, ErrorDefinition> = {
  mail_not_sent: { status: 503, detail: 'The e-mail could not be sent. Please try again later.' },
};

export class MailError extends ModuleError<MailErrorCode> {
  constructor(code: MailErrorCode, options?: { cause?: unknown }) {
    super(code, MAIL_ERRORS[code]);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
