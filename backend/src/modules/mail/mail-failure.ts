/** What nodemailer and pg put on their errors, as far as a reason needs it. */
type FailureFields = { responseCode?: unknown; response?: unknown; command?: unknown; code?: unknown; message?: unknown; timeoutType?: unknown };

const CONNECTION_CODES = new Set(['ECONNECTION', 'ECONNREFUSED', 'ECONNRESET', 'ESOCKET', 'EDNS', 'ETLS']);

/** What nodemailer's timeouts (SMTP_TIMEOUT_MS) waited for, by its timeoutType. */
const TIMEOUT_WAITS: Readonly<Record<string, string>> = {
  CONNECT_TIMEOUT: 'no connection',
  GREETING_TIMEOUT: 'no greeting',
  UPGRADE_TIMEOUT: 'no TLS handshake',
  SOCKET_TIMEOUT: 'no answer',
};

/**
 * Why a mail (or the work around it) failed, in one line someone can act on (issue 25: a digest run recorded 98 mails
 * as failed with no cause): the SMTP server's own answer and the command it answered, a timeout and what it waited for, a connection that
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
  if (fields.code === 'ETIMEDOUT') {
    const waited = typeof fields.timeoutType === 'string' ? TIMEOUT_WAITS[fields.timeoutType] : undefined;
    return `SMTP timeout${waited === undefined ? '' : ` (${waited})`}: ${message}`.slice(0, 1000);
  }
  if (typeof fields.code === 'string' && CONNECTION_CODES.has(fields.code)) return `SMTP connection failed: ${message}`.slice(0, 1000);
  if (fields.code === '57014') return `Database statement timeout: ${message}`.slice(0, 1000);
  return message.slice(0, 1000);
}
