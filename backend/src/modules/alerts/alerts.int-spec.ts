import type { AddressInfo } from 'node:net';
import { TZDate } from '@date-fns/tz';
import { Logger } from '@nestjs/common';
import ICAL from 'ical.js';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { ALERT_MESSAGES, feedLinksOf } from '@events/contracts/alerts';
import { savedSearchSchema } from '@events/contracts/saved-searches';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { saveSearch } from '../../testing/producer-fixtures.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { EventsModule } from '../events/events.module.js';
import { AlertsModule } from './alerts.module.js';
import { SavedSearchesService } from '../saved-searches/saved-searches.service.js';
import { AlertsService } from './alerts.service.js';

const BASE = '/events/api/v1/saved_searches/';
/** The mail transport's timeout in this suite, and how long the SMTP server takes to answer for a slow recipient. */
const SMTP_TIMEOUT_MS = 1500;
const SLOW_ANSWER_MS = SMTP_TIMEOUT_MS * 3;
const ORIGIN = 'https://berkshires.example';
const ZONE = 'America/New_York';

type Received = { to: string[]; raw: string };

/** The raw message with quoted-printable soft breaks and escapes undone (enough to read the parts' text). */
function readable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function headerOf(raw: string, name: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
}

describe('saved-search alerts and feeds (real PostgreSQL, local SMTP server)', () => {
  let smtp: SMTPServer;
  const received: Received[] = [];
  /** Recipients whose next deliveries the server refuses, and how many. */
  const refuse = new Map<string, number>();
  /** Recipients the server refuses for good (550), and those it answers only after the transport's timeout. */
  const unknown = new Set<string>();
  const slow = new Set<string>();
  /** Answers still to come for slow recipients, by session: dropped when the client hangs up first. */
  const pendingAnswers = new Map<string, NodeJS.Timeout>();
  let ann: TestAccount;
  let staff: TestAccount;
  let hall = 0;
  let today = '';
  let noon = new Date(0);

  /** The mails to `address` this suite is about: all but the confirmation link every registration mails. */
  const mailsTo = (address: string): Received[] =>
    received.filter((mail) => mail.to.includes(address) && !mail.raw.includes('Subject: Confirm your e-mail address'));

  /** The instant of a region wall-clock time on a region day (YYYY-MM-DD). */
  function regionTime(day: string, hours: number, minutes = 0): Date {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new TZDate(y, m - 1, d, hours, minutes, 0, ZONE);
  }

  /**
   * A published concert `inDays` after today, created at `created` (default: the product's clock now). The digest
   * tells new events by their creation time on the product's clock, so the fixture stamps it from that clock.
   */
  async function newConcert(name: string, inDays: number, created: Date = t.clock.now()): Promise<number> {
    return insertEventFixture(t.app, {
      venue_id: hall,
      name,
      created,
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, inDays), timeStart: '19:00', timeEnd: '21:00' }],
    });
  }

  beforeAll(async () => {
    Logger.overrideLogger(false);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, session, callback) {
        if (unknown.has(address.address)) {
          callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
          return;
        }
        if (slow.has(address.address)) {
          pendingAnswers.set(session.id, setTimeout(() => callback(), SLOW_ANSWER_MS));
          return;
        }
        const left = refuse.get(address.address) ?? 0;
        if (left > 0) {
          refuse.set(address.address, left - 1);
          callback(Object.assign(new Error('Mailbox busy'), { responseCode: 451 }));
          return;
        }
        callback();
      },
      onClose(session) {
        clearTimeout(pendingAnswers.get(session.id));
        pendingAnswers.delete(session.id);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  });
  const t = useTestApp({
    modules: [AlertsModule, EventsModule, AuthModule, ...CATALOGUE_MODULES],
    config: () => ({
      publicUrl: ORIGIN,
      mail: { smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, smtpTimeoutMs: SMTP_TIMEOUT_MS },
      alerts: { sendHour: 7, mailConcurrency: 2, mailAttempts: 2, retryDelayMs: 1, scheduled: false },
    }),
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  beforeAll(async () => {
    today = localDateOf(t.clock.now(), ZONE);
    noon = regionTime(today, 12);
    ann = await registerTestAccount(t, 'ann.alerts@example.org');
    staff = await registerTestAccount(t, 'sam.staff@example.org', { roles: ['staff'] });
    hall = await insertVenueFixture(t.app, { name: 'Colonial Theatre' });
  });

  it('mails a new matching event once, with both parts, working links and one-click unsubscribe', async () => {
    await newConcert('Orchestra Matinee Already Listed', 3);
    const search = await saveSearch(t, ann, { search_name: 'Orchestra nights', keyword: 'Orchestra', default_loc_id: 'pittsfield-ma', radius: 25 });
    const eventId = await newConcert('Orchestra Under the Stars', 5);
    await newConcert('Jazz Trio', 5);

    const alerts = t.app.get(AlertsService);
    const run = await alerts.runDigestJob(noon);
    expect(run).toMatchObject({ ran: true, sendDay: today, mailsSent: 1, mailsFailed: 0 });
    const [mail] = mailsTo('ann.alerts@example.org');
    expect(mailsTo('ann.alerts@example.org')).toHaveLength(1);
    const raw = readable(mail?.raw ?? '');
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(headerOf(raw, 'Subject')).toBe(ALERT_MESSAGES.subject(1));
    expect(raw).toContain('Orchestra Under the Stars');
    expect(raw).not.toContain('Orchestra Matinee Already Listed');
    expect(raw).not.toContain('Jazz Trio');
    expect(raw).toContain('Colonial Theatre');
    expect(raw).toContain(`${ORIGIN}/events/${eventId}/`);
    expect(raw).toContain(`${ORIGIN}/saved/searches/`);
    expect(raw).toContain(`${ORIGIN}${search.searchUrl}`.replace(/&/g, '&amp;'));
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(.+)>$/.exec(headerOf(raw, 'List-Unsubscribe'))?.[1] ?? '';
    expect(unsubscribe.startsWith(`${ORIGIN}/events/api/v1/alerts/unsubscribe/`)).toBe(true);

    // The event page the mail links to exists.
    await request(t.server).get(`/events/api/v1/events/${eventId}/`).expect(200);

    // A second run the same day sends nothing.
    expect(await alerts.runDigestJob(noon)).toMatchObject({ ran: true, mailsSent: 0 });
    expect(mailsTo('ann.alerts@example.org')).toHaveLength(1);

    // Forged tokens: 404 and nothing changes.
    const path = new URL(unsubscribe).pathname;
    await request(t.server).post(path.replace(/[0-9a-f]{8}\/$/, '00000000/')).type('form').send('List-Unsubscribe=One-Click').expect(404);
    await request(t.server).get('/events/api/v1/alerts/unsubscribe/not-a-token/').expect(404);
    expect((await request(t.server).get(`${BASE}${search.id}/`).set(ann.auth).expect(200)).body.isActive).toBe(true);

    // The link's page asks first; the one-click POST (RFC 8058) turns only that search off.
    const other = await saveSearch(t, ann, { search_name: 'Jazz', keyword: 'Jazz' });
    const page = await request(t.server).get(path).expect(200);
    expect(page.text).toContain(ALERT_MESSAGES.unsubscribeQuestion(['Orchestra nights']));
    await request(t.server).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await request(t.server).get(`${BASE}${search.id}/`).set(ann.auth).expect(200)).body.isActive).toBe(false);
    expect((await request(t.server).get(`${BASE}${other.id}/`).set(ann.auth).expect(200)).body.isActive).toBe(true);
  });

  it('retries a refused mail, records the failure, and sends it on the next run', async () => {
    const carl = await registerTestAccount(t, 'carl.alerts@example.org');
    await saveSearch(t, carl, { search_name: 'Folk', keyword: 'Folk' });
    await newConcert('Folk Festival', 4);
    refuse.set('carl.alerts@example.org', 2);
    const alerts = t.app.get(AlertsService);
    expect(await alerts.runDigestJob(noon)).toMatchObject({ mailsSent: 0, mailsFailed: 1 });
    expect(mailsTo('carl.alerts@example.org')).toHaveLength(0);
    const [failed] = await t.db.query<{ status: string; attempts: number; last_error: string }[]>(
      'SELECT status, attempts, last_error FROM alert_digests WHERE user_id = $1',
      [carl.id],
    );
    // The SMTP server's own answer is kept, so a failed digest says why (issue 25).
    expect(failed).toEqual({ status: 'failed', attempts: 2, last_error: 'SMTP 451 Mailbox busy (answer to RCPT TO)' });

    expect(await alerts.runDigestJob(noon)).toMatchObject({ mailsSent: 1 });
    expect(mailsTo('carl.alerts@example.org')).toHaveLength(1);
    expect(readable(mailsTo('carl.alerts@example.org')[0]?.raw ?? '')).toContain('Folk Festival');
    expect(await alerts.runDigestJob(noon)).toMatchObject({ mailsSent: 0 });
    expect(mailsTo('carl.alerts@example.org')).toHaveLength(1);
  });

  it('sends to a good recipient while a slow server and a refused mailbox fail with their reasons; the next run retries the failed', async () => {
    const [lea, max, ned] = await Promise.all(
      ['lea.good', 'max.slow', 'ned.gone'].map(async (name) => {
        const account = await registerTestAccount(t, `${name}@example.org`);
        await saveSearch(t, account, { search_name: 'Bagpipes', keyword: 'Bagpipe' });
        return account;
      }),
    );
    await newConcert('Bagpipe Parade', 4);
    slow.add('max.slow@example.org');
    unknown.add('ned.gone@example.org');
    const alerts = t.app.get(AlertsService);
    const digestOf = async (userId: number) =>
      (await t.db.query<{ status: string; attempts: number; last_error: string | null }[]>(
        `SELECT status, attempts, last_error FROM alert_digests WHERE user_id = $1 AND send_day = $2::date`,
        [userId, today],
      ))[0];

    // One run per user, one after the other (the job lock lets one run at a time), so other tests' users stay out.
    const onlyThese = async (): Promise<{ sent: number; failed: number }> => {
      const totals = { sent: 0, failed: 0 };
      for (const account of [lea, max, ned]) {
        const run = await alerts.runDigestJob(noon, account?.id ?? 0);
        totals.sent += run.mailsSent;
        totals.failed += run.mailsFailed;
      }
      return totals;
    };
    expect(await onlyThese()).toEqual({ sent: 1, failed: 2 });
    expect(mailsTo('lea.good@example.org')).toHaveLength(1);
    expect(readable(mailsTo('lea.good@example.org')[0]?.raw ?? '')).toContain('Bagpipe Parade');
    expect(await digestOf(lea?.id ?? 0)).toMatchObject({ status: 'sent', last_error: null });
    // Each try waited the transport's timeout, no longer, and the reason says the server did not answer.
    expect(await digestOf(max?.id ?? 0)).toEqual({ status: 'failed', attempts: 2, last_error: 'SMTP timeout (no answer): Timeout' });
    // A refused mailbox keeps the server's own answer.
    expect(await digestOf(ned?.id ?? 0)).toEqual({ status: 'failed', attempts: 2, last_error: 'SMTP 550 5.1.1 No such mailbox here (answer to RCPT TO)' });

    // The next run takes the failed digests again (the product retries every failed digest of the day) and leaves
    // the sent one alone: the server answers in time now, the mailbox is still unknown.
    slow.delete('max.slow@example.org');
    expect(await onlyThese()).toEqual({ sent: 1, failed: 1 });
    expect(mailsTo('max.slow@example.org')).toHaveLength(1);
    expect(mailsTo('lea.good@example.org')).toHaveLength(1);
    expect(mailsTo('ned.gone@example.org')).toHaveLength(0);
    expect(await digestOf(max?.id ?? 0)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(await digestOf(ned?.id ?? 0)).toEqual({ status: 'failed', attempts: 4, last_error: 'SMTP 550 5.1.1 No such mailbox here (answer to RCPT TO)' });
  });

  it('sends nothing before the send hour', async () => {
    const early = regionTime(today, 6);
    expect(await t.app.get(AlertsService).runDigestJob(early)).toMatchObject({ ran: false });
  });

  it('says so in the mail when the search\'s address was deleted, and searches as the listing then does', async () => {
    const dora = await registerTestAccount(t, 'dora.alerts@example.org');
    const [address] = await t.db.query<{ id: number }[]>(
      `INSERT INTO search_addresses (user_id, address_name, street, city, state, postal_code, lat, lon)
       VALUES ($1, 'Home', '1 Elm St', 'Pittsfield', 'MA', '01201', 42.45, -73.25) RETURNING id`,
      [dora.id],
    );
    await saveSearch(t, dora, { search_name: 'Near home', keyword: 'Puppet', address_id: address?.id, radius: 10 });
    await t.db.query('DELETE FROM search_addresses WHERE id = $1', [address?.id]);
    await newConcert('Puppet Show', 2);
    await t.app.get(AlertsService).runDigestJob(noon);
    const raw = readable(mailsTo('dora.alerts@example.org')[0]?.raw ?? '');
    expect(raw).toContain('Puppet Show');
    expect(raw).toContain(ALERT_MESSAGES.addressGone);
  });

  it('lets staff preview and test-send a search; others get 403, an unknown search 404', async () => {
    const search = await saveSearch(t, ann, { search_name: 'Orchestra again', keyword: 'Orchestra' });
    const preview = await request(t.server).get(`${BASE}mail_preview/${search.id}/`).set(staff.auth).expect(200);
    expect(preview.headers['content-type']).toMatch(/^text\/html/);
    expect(preview.text).toContain('Orchestra again');
    expect(preview.text).toContain('Orchestra Under the Stars');
    await request(t.server).get(`${BASE}mail_preview/${search.id}/`).set(ann.auth).expect(403);
    await request(t.server).get(`${BASE}mail_preview/99999999/`).set(staff.auth).expect(404);

    await request(t.server).post(`${BASE}test_email/`).set(ann.auth).send({ id: search.id }).expect(403);
    await request(t.server).post(`${BASE}test_email/`).set(staff.auth).send({ id: 99999999 }).expect(404);
    const sent = await request(t.server).post(`${BASE}test_email/`).set(staff.auth).send({ id: search.id }).expect(200);
    expect(sent.body).toEqual({ to: 'sam.staff@example.org' });
    const [mail] = mailsTo('sam.staff@example.org');
    expect(headerOf(readable(mail?.raw ?? ''), 'Subject')).toMatch(/^\[Test\] /);
    expect(readable(mail?.raw ?? '')).toContain('Orchestra again');
  });

  it('serves private calendar and RSS feeds with ETags, and a revoke makes the old address 404', async () => {
    const search = await saveSearch(t, ann, { search_name: 'Orchestra feed', keyword: 'Orchestra' });
    const links = feedLinksOf(search.feedToken, ORIGIN);
    expect(links.webcal.startsWith('webcal://berkshires.example/')).toBe(true);
    const calendarPath = new URL(links.calendar).pathname;
    const ics = await request(t.server).get(calendarPath).expect(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers['cache-control']).toBe('private, max-age=900');
    const component = new ICAL.Component(ICAL.parse(ics.text));
    const vevents = component.getAllSubcomponents('vevent');
    const stars = vevents.find((v) => new ICAL.Event(v).summary === 'Orchestra Under the Stars');
    expect(stars).toBeDefined();
    expect(stars?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(ZONE);
    expect(new ICAL.Event(stars).uid).toMatch(/^event-\d+-\d{8}T\d{6}Z@berkshires\.example$/);
    expect(component.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toContain(ZONE);
    const etag = ics.headers.etag as string;
    await request(t.server).get(calendarPath).set('If-None-Match', etag).expect(304);
    // The same data gives the same bytes (stable UIDs and stamps).
    expect((await request(t.server).get(calendarPath).expect(200)).text).toBe(ics.text);

    const rss = await request(t.server).get(new URL(links.rss).pathname).expect(200);
    expect(rss.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(rss.text).toContain('<title><![CDATA[Orchestra Under the Stars]]></title>');
    await request(t.server).get(new URL(links.rss).pathname).set('If-None-Match', rss.headers.etag as string).expect(304);

    // A feed answered from memory follows a catalogue write at once (the catalogue's generation is in its key).
    await t.db.query(`UPDATE events SET name = 'Orchestra Under the Moon' WHERE name = 'Orchestra Under the Stars'`);
    const renamed = await request(t.server).get(calendarPath).expect(200);
    expect(renamed.headers.etag).not.toBe(etag);
    expect(renamed.text).toContain('SUMMARY:Orchestra Under the Moon');
    await t.db.query(`UPDATE events SET name = 'Orchestra Under the Stars' WHERE name = 'Orchestra Under the Moon'`);
    expect((await request(t.server).get(calendarPath).expect(200)).text).toBe(ics.text);

    // Listing a keyword search through its matching events (as feeds do) names the same events as the listing.
    const savedSearches = t.app.get(SavedSearchesService);
    const row = await savedSearches.findOwn(ann.id, search.id);
    const listed = await savedSearches.upcomingEvents(row, { units: 'mi', count: 100 });
    expect(listed.length).toBeGreaterThan(0);
    expect(await savedSearches.upcomingEvents(row, { units: 'mi', count: 100, keywordFirst: 10 })).toEqual(listed);

    const revoked = savedSearchSchema.parse((await request(t.server).post(`${BASE}${search.id}/feed_token/`).set(ann.auth).expect(200)).body);
    expect(revoked.feedToken).not.toBe(search.feedToken);
    await request(t.server).get(calendarPath).expect(404);
    await request(t.server).get(new URL(feedLinksOf(revoked.feedToken, ORIGIN).calendar).pathname).expect(200);
    await request(t.server).get(`/events/api/v1/alerts/feeds/${'f'.repeat(64)}/rss/`).expect(404);
  });

  it('sends each digest once when two instances run the job at the same time', async () => {
    const second = await t.startInstance();
    try {
      const users = await Promise.all(
        ['eve', 'fay', 'gus'].map(async (name) => {
          const account = await registerTestAccount(t, `${name}.twice@example.org`);
          await saveSearch(t, account, { search_name: 'Harp', keyword: 'Harp' });
          return account;
        }),
      );
      await newConcert('Harp Recital', 6);
      const runs = await Promise.all([t.app.get(AlertsService).runDigestJob(noon), second.get(AlertsService).runDigestJob(noon)]);
      expect(runs.filter((run) => run.ran)).toHaveLength(1);
      // Whichever instance ran later the same day finds every digest settled.
      await Promise.all([t.app.get(AlertsService).runDigestJob(noon), second.get(AlertsService).runDigestJob(noon)]);
      for (const name of ['eve', 'fay', 'gus']) expect(mailsTo(`${name}.twice@example.org`)).toHaveLength(1);
      expect(users).toHaveLength(3);
    } finally {
      await second.close();
    }
  });

  it('files a run at 23:55 under its region day and one at 00:05 under the next, and sends once a day', async () => {
    const hal = await registerTestAccount(t, 'hal.midnight@example.org');
    await saveSearch(t, hal, { search_name: 'Zither', keyword: 'Zither' });
    await newConcert('Zither Evening', 3);
    const alerts = t.app.get(AlertsService);
    const tomorrow = addDaysToLocalDate(today, 1);

    expect(await alerts.runDigestJob(regionTime(today, 0, 5), hal.id)).toMatchObject({ ran: false, sendDay: today });
    expect(await alerts.runDigestJob(regionTime(today, 23, 55), hal.id)).toMatchObject({ ran: true, sendDay: today, mailsSent: 1 });
    expect(await alerts.runDigestJob(regionTime(today, 23, 59), hal.id)).toMatchObject({ ran: true, sendDay: today, mailsSent: 0 });

    // An event created just after midnight goes in the next day's digest, not in a second one of today's.
    await newConcert('Zither Matinee', 4, regionTime(tomorrow, 0, 1));
    expect(await alerts.runDigestJob(regionTime(tomorrow, 0, 5), hal.id)).toMatchObject({ ran: false, sendDay: tomorrow });
    expect(await alerts.runDigestJob(regionTime(tomorrow, 7), hal.id)).toMatchObject({ ran: true, sendDay: tomorrow, mailsSent: 1 });
    expect(await alerts.runDigestJob(regionTime(tomorrow, 23, 55), hal.id)).toMatchObject({ ran: true, sendDay: tomorrow, mailsSent: 0 });

    const mails = mailsTo('hal.midnight@example.org').map((mail) => readable(mail.raw));
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain('Zither Evening');
    expect(mails[1]).toContain('Zither Matinee');
    expect(mails[1]).not.toContain('Zither Evening');
    const days = await t.db.query<{ day: string; status: string }[]>(
      `SELECT to_char(send_day, 'YYYY-MM-DD') AS day, status FROM alert_digests WHERE user_id = $1 ORDER BY send_day`,
      [hal.id],
    );
    expect(days).toEqual([
      { day: today, status: 'sent' },
      { day: tomorrow, status: 'sent' },
    ]);
  });
});
