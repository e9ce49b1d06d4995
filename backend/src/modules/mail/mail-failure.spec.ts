import { mailFailureReason } from './mail-failure.js';
import { MailError } from './mail.errors.js';

const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error('Can\'t send mail'), fields);

describe('mailFailureReason', () => {
  it("gives the SMTP server's answer and the command it answered, through MailError to its cause", () => {
    const refused = smtpError({ code: 'EENVELOPE', responseCode: 451, response: '451 Mailbox busy', command: 'RCPT TO' });
    expect(mailFailureReason(new MailError('mail_not_sent', { cause: refused }))).toBe('SMTP 451 Mailbox busy (answer to RCPT TO)');
    expect(mailFailureReason(smtpError({ responseCode: 550 }))).toBe('SMTP 550');
  });

  it('names timeouts, failed connections and the database statement timeout', () => {
    expect(mailFailureReason(smtpError({ code: 'ETIMEDOUT', message: 'Timeout' }))).toBe('SMTP timeout: Timeout');
    expect(mailFailureReason(smtpError({ code: 'ETIMEDOUT', message: 'Timeout', timeoutType: 'SOCKET_TIMEOUT', command: 'CONN' }))).toBe('SMTP timeout (no answer): Timeout');
    expect(mailFailureReason(smtpError({ code: 'ETIMEDOUT', message: 'Greeting never received', timeoutType: 'GREETING_TIMEOUT' }))).toBe(
      'SMTP timeout (no greeting): Greeting never received',
    );
    expect(mailFailureReason(smtpError({ code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:2525' }))).toBe('SMTP connection failed: connect ECONNREFUSED 127.0.0.1:2525');
    expect(mailFailureReason(smtpError({ code: '57014', message: 'canceling statement due to statement timeout' }))).toBe(
      'Database statement timeout: canceling statement due to statement timeout',
    );
  });

  it('falls back to the message, or the value itself', () => {
    expect(mailFailureReason(new Error('something else'))).toBe('something else');
    expect(mailFailureReason('plain')).toBe('plain');
  });
});
