import { TZDate } from '@date-fns/tz';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { ALERT_MESSAGES, alertsEndpoints } from '@events/contracts/alerts';
import { authEndpoints } from '@events/contracts/auth';
import { fillPath } from '@events/contracts/endpoint';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { outboxRawMails } from '../../testing/mail-outbox.js';
import { regionToday } from '../../testing/region-clock.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { saveSearch } from '../../testing/producer-fixtures.js';
import { useTestApp } from '../../testing/test-app.js';
import { AlertsModule } from './alerts.module.js';
import { AlertsService } from './alerts.service.js';
import { AuthModule } from '../auth/auth.module.js';

const ORIGIN = 'https://berkshires.example';
const ZONE = 'America/New_York';
const RESET = authEndpoints.passwordReset.path;

/** A mail as its reader's program shows it: the decoded subject and the decoded text of each part. */
type ReadMail = { readonly to: string; readonly subject: string; readonly text: string; readonly html: string };

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) decoded; adjacent words join without their space. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

/** A part's body decoded from its transfer encoding (quoted-printable or base64) to UTF-8 text. */
function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function headerOf(head: string, name: string): string {
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim() ?? '';
}

/** Reads a raw .eml from the outbox: one text part, or a multipart/alternative with a text and an HTML part. */
function readMail(raw: string): ReadMail {
  const split = (chunk: string): [string, string] => {
    const at = chunk.search(/\r?\n\r?\n/);
    return [chunk.slice(0, at), chunk.slice(at).replace(/^\r?\n\r?\n/, '')];
  };
  const [head, body] = split(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerOf(head, 'Content-Type'))?.[1];
  const chunks = boundary === undefined ? [raw] : body.split(`--${boundary}`).slice(1, -1);
  for (const chunk of chunks) {
    const [partHead, partBody] = split(chunk.replace(/^\r?\n/, ''));
    const type = /text\/(plain|html)/i.exec(headerOf(partHead, 'Content-Type'))?.[1]?.toLowerCase() ?? 'plain';
    parts[type] = decodeBody(partBody.replace(/\r?\n$/, ''), headerOf(partHead, 'Content-Transfer-Encoding').toLowerCase());
  }
  return { to: headerOf(head, 'To'), subject: decodeHeader(headerOf(head, 'Subject')), text: parts['plain'] ?? '', html: parts['html'] ?? '' };
}

/**
 * Mails in the recipient's language (issue 31): a Spanish reader's digest and password reset are Spanish in the
 * subject, the plain-text part and the HTML part, with Spanish dates and the producers' Spanish names of events and
 * venues where they gave them; the unsubscribe pages speak Spanish to them; a reader who chose no language keeps
 * today's English mails. Digests run at the product's clock's day.
 */
describe('mails in the reader language (real PostgreSQL, outbox)', () => {
  beforeAll(() => {
    Logger.overrideLogger(false);
  });
  const t = useTestApp({
    modules: [AlertsModule, AuthModule, ...CATALOGUE_MODULES],
    config: {
      publicUrl: ORIGIN,
      mail: { smtpUrl: undefined },
      alerts: { sendHour: 0, mailConcurrency: 1, mailAttempts: 1, retryDelayMs: 1, scheduled: false },
    },
  });
  let hall = 0;
  let today = '';

  const mailsTo = async (address: string): Promise<ReadMail[]> => (await outboxRawMails(t.outboxDir)).map(readMail).filter((mail) => mail.to === address);

  function regionTime(day: string, hours: number): Date {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new TZDate(y, m - 1, d, hours, 0, 0, ZONE);
  }

  /** A reader with a saved search made yesterday, in `language` (null: none chosen); `searchId` is that search's. */
  async function reader(email: string, language: string | null, keyword: string): Promise<TestAccount & { readonly searchId: number }> {
    const account = await registerTestAccount(t, email);
    await t.db.query('UPDATE users SET language = $2 WHERE id = $1', [account.id, language]);
    const search = await saveSearch(t, account, { search_name: `${keyword} nights`, keyword, default_loc_id: 'pittsfield-ma', radius: 25 });
    const yesterday = regionTime(addDaysToLocalDate(today, -1), 12);
    await t.db.query('UPDATE saved_searches SET created = $2, updated = $2 WHERE id = $1', [search.id, yesterday]);
    return { ...account, searchId: search.id };
  }

  beforeAll(async () => {
    today = regionToday(t.app);
    hall = await insertVenueFixture(t.app, { name: 'Colonial Theatre' });
  });

  it('mails a Spanish reader a Spanish digest, in both parts, and an English one to a reader who chose no language', async () => {
    await reader('lucia.digest@example.org', 'es', 'Marimba');
    await reader('ann.digest@example.org', null, 'Bagpipe');
    // A Saturday night concert a week on: its date is told in the reader's language.
    const day = addDaysToLocalDate(today, 7);
    for (const name of ['Marimba Night', 'Bagpipe Night']) {
      await insertEventFixture(t.app, {
        venue_id: hall,
        name,
        created: t.clock.now(),
        series: [{ frequency: 'once', dtstart: day, timeStart: '19:00', timeEnd: '21:00' }],
      });
    }
    const run = await t.app.get(AlertsService).runDigestJob(t.clock.now());
    expect(run).toMatchObject({ ran: true, mailsFailed: 0 });

    const [spanish, ...moreSpanish] = await mailsTo('lucia.digest@example.org').then((mails) => mails.filter((mail) => mail.text.includes('Marimba Night')));
    expect(moreSpanish).toHaveLength(0);
    expect(spanish?.subject).toBe('1 evento nuevo para sus búsquedas guardadas');
    const when = new Intl.DateTimeFormat('es', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
    for (const part of [spanish?.text ?? '', spanish?.html ?? '']) {
      expect(part).toContain('Eventos nuevos para sus búsquedas guardadas');
      expect(part).toContain('Abrir “Marimba nights” en el sitio');
      expect(part).toContain('Desactivar las alertas de “Marimba nights”');
      expect(part).toContain('Administrar sus búsquedas guardadas');
      expect(part).toContain(`${when} 19:00`);
      expect(part).not.toContain('saved searches');
    }
    expect(spanish?.html).toContain('Marimba Night');

    const [english] = await mailsTo('ann.digest@example.org').then((mails) => mails.filter((mail) => mail.text.includes('Bagpipe Night')));
    expect(english?.subject).toBe(ALERT_MESSAGES.subject(1));
    expect(english?.text).toContain(ALERT_MESSAGES.openSearch('Bagpipe nights'));
    expect(english?.text).toContain('7:00 PM');
    expect(english?.html).toContain(ALERT_MESSAGES.manage);
  });

  it('names an event and its venue by their Spanish names in a Spanish digest and its preview, by the English ones in an English digest', async () => {
    const lucia = await reader('lucia.nombres@example.org', 'es', 'Tango');
    await reader('ann.nombres@example.org', null, 'Tango');
    const theatre = await insertVenueFixture(t.app, { name: 'Mahaiwe Theater', name_es: 'Teatro Mahaiwe' });
    await insertEventFixture(t.app, {
      venue_id: theatre,
      name: 'Tango Night',
      name_es: 'Noche de tango',
      created: t.clock.now(),
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 5), timeStart: '20:00', timeEnd: '22:00' }],
    });
    expect(await t.app.get(AlertsService).runDigestJob(t.clock.now())).toMatchObject({ ran: true, mailsFailed: 0 });

    const digestOf = async (address: string) => (await mailsTo(address)).filter((mail) => mail.text.includes('Tango nights'));
    const [spanish, ...moreSpanish] = await digestOf('lucia.nombres@example.org');
    expect(moreSpanish).toHaveLength(0);
    expect(spanish?.subject).toBe('1 evento nuevo para sus búsquedas guardadas');
    for (const part of [spanish?.text ?? '', spanish?.html ?? '']) {
      expect(part).toContain('Noche de tango');
      expect(part).toContain('Teatro Mahaiwe, Pittsfield, MA');
      expect(part).not.toContain('Tango Night');
      expect(part).not.toContain('Mahaiwe Theater');
    }

    const [english] = await digestOf('ann.nombres@example.org');
    expect(english?.subject).toBe(ALERT_MESSAGES.subject(1));
    for (const part of [english?.text ?? '', english?.html ?? '']) {
      expect(part).toContain('Tango Night');
      expect(part).toContain('Mahaiwe Theater, Pittsfield, MA');
      expect(part).not.toContain('Noche de tango');
      expect(part).not.toContain('Teatro Mahaiwe');
    }

    // The staff preview of the Spanish reader's search is the mail its owner gets: Spanish names too.
    const staff = await registerTestAccount(t, 'sam.nombres@example.org', { roles: ['staff'] });
    const preview = await request(t.server).get(fillPath(alertsEndpoints.preview.path, { id: lucia.searchId })).set(staff.auth).expect(200);
    expect(preview.text).toContain('Noche de tango');
    expect(preview.text).toContain('Teatro Mahaiwe');
    expect(preview.text).not.toContain('Tango Night');
  });

  it('asks a Spanish reader in Spanish on the unsubscribe page, and answers the one-click post in Spanish', async () => {
    await reader('lucia.unsub@example.org', 'es', 'Cumbia');
    await insertEventFixture(t.app, {
      venue_id: hall,
      name: 'Cumbia Night',
      created: t.clock.now(),
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 3), timeStart: '20:00', timeEnd: '22:00' }],
    });
    await t.app.get(AlertsService).runDigestJob(t.clock.now());
    const [mail] = await mailsTo('lucia.unsub@example.org').then((mails) => mails.filter((m) => m.text.includes('Cumbia Night')));
    const link = /Desactivar las alertas de “Cumbia nights”: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const path = new URL(link).pathname;

    // The reader's saved choice wins over a browser asking for English.
    const page = await request(t.server).get(path).set('Accept-Language', 'en-US').expect(200);
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('<title>Desactivar alertas</title>');
    expect(page.text).toContain('¿Desactivar las alertas por correo electrónico de “Cumbia nights”?');
    expect(page.text).toContain('<button type="submit">Desactivar alertas</button>');
    expect(page.headers['content-language']).toBe('es');

    const done = await request(t.server).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.text).toContain('Las alertas están desactivadas para “Cumbia nights”.');
    expect(done.text).toContain('Administrar sus búsquedas guardadas');
  });

  it('mails a Spanish reader a Spanish password reset, in both parts; an English reader keeps the English mail', async () => {
    const lucia = await registerTestAccount(t, 'lucia.reset@example.org');
    await t.db.query(`UPDATE users SET language = 'es' WHERE id = $1`, [lucia.id]);
    await request(t.server).post(RESET).send({ email: 'lucia.reset@example.org' }).expect(200);
    const [spanish] = (await mailsTo('lucia.reset@example.org')).filter((mail) => mail.text.includes('/password_reset/confirm/'));
    expect(spanish?.subject).toBe('Restablecimiento de contraseña');
    expect(spanish?.text).toMatch(/^Hola:\n\nRecibe este correo porque usted u otra persona solicitó restablecer la contraseña de su cuenta\.\n/);
    expect(spanish?.text).toContain('El enlace funciona una sola vez, durante una hora.');
    expect(spanish?.html).toContain('Recibe este correo porque usted u otra persona solicitó restablecer la contraseña de su cuenta.');
    expect(spanish?.html).toContain('Restablecer contraseña');
    expect(spanish?.html).toMatch(/href="[^"]+\/account\/password_reset\/confirm\/\?token=/);
    for (const part of [spanish?.text ?? '', spanish?.html ?? '']) expect(part).not.toMatch(/password reset|The link works/);

    // Someone not signed in who asks in Spanish, for an account that chose no language, is answered in Spanish too.
    const ann = await registerTestAccount(t, 'ann.reset@example.org');
    await t.db.query('UPDATE users SET language = NULL WHERE id = $1', [ann.id]);
    await request(t.server).post(RESET).set('Accept-Language', 'es-MX,es;q=0.9').send({ email: 'ann.reset@example.org' }).expect(200);
    await request(t.server).post(RESET).send({ email: 'ann.reset@example.org' }).expect(200);
    const [asked, english] = (await mailsTo('ann.reset@example.org')).filter((mail) => mail.text.includes('/password_reset/confirm/'));
    expect(asked?.subject).toBe('Restablecimiento de contraseña');
    expect(english?.subject).toBe('Password Reset E-mail');
    expect(english?.text).toMatch(
      /^Hello,\n\nYou're receiving this e-mail because you or someone else has requested a password reset for your account\.\nIt can be safely ignored if you did not request a password reset\. Click the link below to reset your password\.\n\n\S+\/account\/password_reset\/confirm\/\?token=\S+\n\nThe link works once, within one hour\.\n$/,
    );
    expect(english?.html).toContain('Reset your password');
  });
});
