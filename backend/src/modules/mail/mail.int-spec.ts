import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { startMailSink } from '../../testing/smtp-sink.js';
import { defaultConfig } from '../../config/app-config.js';
import { MailService } from './mail.service.js';

/** Headers and body of a raw RFC 5322 message (enough for these checks; no MIME decoding). */
function splitMessage(raw: string): { headers: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  return { headers: raw.slice(0, at), body: raw.slice(at).trim() };
}

describe('MailService', () => {
  let dir: string;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    dir = await mkdtemp(path.join(os.tmpdir(), 'events-mail-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes an .eml file to the outbox folder when no SMTP server is configured', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const base = defaultConfig();
    const mail = new MailService({ ...base, mail: { ...base.mail, outboxDir } });
    expect(mail.describeTransport()).toBe(`outbox ${outboxDir}`);
    const sent = await mail.send({ to: 'ann@example.org', subject: 'Hello', text: 'Open http://localhost:3000/account/ now.' });
    expect(sent.file?.startsWith(outboxDir)).toBe(true);
    expect(await readdir(outboxDir)).toEqual([path.basename(sent.file ?? '')]);
    expect((await stat(sent.file ?? '')).mode & 0o777).toBe(0o600);
    const { headers, body } = splitMessage(await readFile(sent.file ?? '', 'utf8'));
    expect(headers).toContain('To: ann@example.org');
    expect(headers).toContain('Subject: Hello');
    expect(headers).toContain('From: "Berkshires & Beyond" <no-reply@localhost>');
    expect(body).toContain('Open http://localhost:3000/account/ now.');
    mail.onApplicationShutdown();
  });

  it('sends through SMTP_URL to a real SMTP server', async () => {
    const sink = await startMailSink();
    const { port, received } = sink;
    try {
      const base = defaultConfig();
      const mail = new MailService({
        ...base,
        mail: { ...base.mail, outboxDir: path.join(dir, 'unused'), smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Events <events@example.org>' },
      });
      expect(mail.describeTransport()).toBe(`SMTP 127.0.0.1:${port}`);
      const sent = await mail.send({ to: 'bob@example.org', subject: 'Reset', text: 'Your link: http://x/reset' });
      expect(sent.file).toBeUndefined();
      expect(received).toHaveLength(1);
      expect(received[0]?.from).toBe('events@example.org');
      expect(received[0]?.to).toEqual(['bob@example.org']);
      const { headers, body } = splitMessage(received[0]?.raw ?? '');
      expect(headers).toContain('Subject: Reset');
      expect(body).toContain('Your link: http://x/reset');
      await expect(readdir(path.join(dir, 'unused'))).rejects.toThrow();
      mail.onApplicationShutdown();
    } finally {
      await sink.close();
    }
  });

  it('reports an unreachable SMTP server as a module error, not a crash', async () => {
    const base = defaultConfig();
    const mail = new MailService({ ...base, mail: { ...base.mail, smtpUrl: 'smtp://127.0.0.1:1' } });
    await expect(mail.send({ to: 'x@example.org', subject: 's', text: 't' })).rejects.toMatchObject({ code: 'mail_not_sent', status: 503 });
    mail.onApplicationShutdown();
  });
});
