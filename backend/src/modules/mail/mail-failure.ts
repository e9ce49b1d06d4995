/** What nodemailer and pg put on their errors, as far as a reason needs it. */
type FailureFields = { responseCode?: unknown; response?: unknown; command?: unknown; code?: unknown; message?: unknown };

const CONNECTION_CODES = new Set(['ECONNECTION', 'ECONNREFUSED', 'ECONNRESET', 'ESOCKET', 'EDNS', 'ETLS']);

/**
 * Why a mail (or the work around it) failed, in one line someone can act on (issue 25: a digest run recorded 98 mails
 * as failed with no cause): the SMTP server's own answer and the command it answered, a timeout, a connection that
 * failed, PostgreSQL's statement timeout, else the error's message. Reads through MailError to its cause.
 */
export function mailFailureReason(error: unknown): string {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const fields: FailureFields = typeof cause === 'object' && cause !== null ? cause : {};
  const message = typeof fields.message === 'string' ? fields.message : String(cause);
  const command = typeof fields.command === 'string' && fields.command !== 'CONN' ? ` (answer to ${fields.command})` : '';
  if (typeof fields.responseCode === 'number') {
    const answer = typeof fields.response === 'string' && fields.response.trim() !== '' ? fields.response.trim() : String(fields.responseCode);
    return `SMTP ${answer}${command}`.slice(0, 1000);
  }
  if (fields.code === 'ETIMEDOUT') return `SMTP timeout: ${message}`.slice(0, 1000);
  if (typeof fields.code === 'string' && CONNECTION_CODES.has(fields.code)) return `SMTP connection failed: ${message}`.slice(0, 1000);
  if (fields.code === '57014') return `Database statement timeout: ${message}`.slice(0, 1000);
  return message.slice(0, 1000);
}
