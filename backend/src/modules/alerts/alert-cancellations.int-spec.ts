import { TZDate } from '@date-fns/tz';
import { Logger } from '@nestjs/common';
import ICAL from 'ical.js';
import request from 'supertest';
import { ALERT_MESSAGES, alertsEndpoints, feedLinksOf } from '@events/contracts/alerts';
import { eventFormSchema, eventFormsEndpoints as api, type EventWrite } from '@events/contracts/event-forms';
import type { EventStatus } from '@events/contracts/event-status';
import { fillPath } from '@events/contracts/endpoint';
import type { SavedSearch } from '@events/contracts/saved-searches';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { outboxMailsTo } from '../../testing/mail-outbox.js';
import { regionToday } from '../../testing/region-clock.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { EventWritesModule } from '../events/event-writes.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { saveSearch } from '../../testing/producer-fixtures.js';
import { AlertsModule } from './alerts.module.js';
import { AlertsService } from './alerts.service.js';

const ORIGIN = 'https://berkshires.example';
const ZONE = 'America/New_York';
type Auth = { readonly Authorization: string };

/** The plain-text part of a mail from the outbox (its lines as the reader's mail program shows them). */
function textPart(mail: string): string {
  const start = mail.indexOf('Content-Type: text/plain');
  const body = mail.slice(mail.indexOf('\n\n', start) + 2);
  return body.slice(0, body.search(/\n--/));
}

const occurrences = (text: string, name: string): number => text.split(name).length - 1;

/**
 * Saved-search digests and cancelled events (issue 30): the listing keeps a cancelled event until its date, but a
 * digest never announces one; an event a digest announced and that is cancelled since is told once, in its own
 * section of the next digest, which is sent for that alone; postponed events are announced with their status. The
 * producer cancels over HTTP at the product's clock; digests run at chosen instants around it: noon the day before
 * (the searches' first digest), now, and noon the next day.
 */
describe('saved-search digests and cancelled events (real PostgreSQL, outbox)', () => {
  beforeAll(() => {
    Logger.overrideLogger(false);
  });
  const t = useTestApp({
    modules: [AlertsModule, EventWritesModule, AuthModule, ...CATALOGUE_MODULES],
    config: {
      publicUrl: ORIGIN,
      mail: { smtpUrl: undefined },
      // From midnight on, so a digest can run at the product's own "now", whatever hour the clock starts at.
      alerts: { sendHour: 0, mailConcurrency: 1, mailAttempts: 1, retryDelayMs: 1, scheduled: false },
    },
  });
  let producer: Auth;
  let hall = 0;

  function regionTime(day: string, hours: number): Date {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new TZDate(y, m - 1, d, hours, 0, 0, ZONE);
  }

  async function digestsTo(address: string): Promise<string[]> {
    return (await outboxMailsTo(t.outboxDir, address)).filter((mail) => !mail.includes('Subject: Confirm your e-mail address'));
  }

  /** A user with saved searches, each saved `savedAt` (the day before the first digest runs). */
  async function searcher(email: string, searches: readonly Record<string, unknown>[], savedAt: Date): Promise<{ account: TestAccount; saved: SavedSearch[] }> {
    const account = await registerTestAccount(t, email);
    const saved: SavedSearch[] = [];
    for (const body of searches) {
      const search = await saveSearch(t, account, body);
      await t.db.query('UPDATE saved_searches SET created = $2, updated = $2 WHERE id = $1', [search.id, savedAt]);
      saved.push(search);
    }
    return { account, saved };
  }

  /** A published evening at the hall, created at `created`, with every field the edit form needs. */
  function concert(name: string, day: string, created: Date, status: EventStatus = 'scheduled'): Promise<number> {
    return insertEventFixture(t.app, {
      venue_id: hall,
      name,
      created,
      status,
      url: 'https://example.org/concert',
      description: `<p>${name} at the hall.</p>`,
      price: 'free',
      series: [{ frequency: 'once', dtstart: day, timeStart: '19:00', timeEnd: '21:00' }],
    });
  }

  /** The producer cancels the event in its form (PUT, as the form saves). */
  async function cancel(id: number): Promise<void> {
    const { values } = eventFormSchema.parse((await request(t.server).get(fillPath(api.get.path, { id })).set(producer).expect(200)).body);
    const body: EventWrite = {
      ...values,
      dates: values.dates.map((entry) => ({ id: entry.id, time_start: entry.time_start, time_end: entry.time_end, date_recur: entry.date_recur })),
      status: 'cancelled',
    };
    await request(t.server).put(fillPath(api.update.path, { id })).set(producer).send(body).expect(200);
  }

  function digestTimes(): { yesterdayNoon: Date; tomorrowNoon: Date; today: string } {
    const today = regionToday(t.app);
    return { today, yesterdayNoon: regionTime(addDaysToLocalDate(today, -1), 12), tomorrowNoon: regionTime(addDaysToLocalDate(today, 1), 12) };
  }

  const run = (at: Date, account: TestAccount) => t.app.get(AlertsService).runDigestJob(at, account.id);
  const now = (): Date => t.clock.now();
  const hoursBefore = (at: Date, hours: number): Date => new Date(at.getTime() - hours * 3_600_000);

  beforeAll(async () => {
    hall = await insertVenueFixture(t.app, { name: 'Colonial Theatre' });
    const made = await registerTestAccount(t, 'producer@alert-cancellations.test', { manages: [hall], billingContact: true });
    await t.db.query(`INSERT INTO subscriptions (user_id, status, plan, active_events_allowed) VALUES ($1, 'active', 'test', NULL)`, [made.id]);
    producer = made.auth;
  });

  it('tells once that an announced event is cancelled, never announces a cancelled one, and labels a postponed one', async () => {
    const { today, yesterdayNoon, tomorrowNoon } = digestTimes();
    const { account: ida, saved } = await searcher('ida@alert-cancellations.test', [{ search_name: 'Sackbut', keyword: 'Sackbut' }], hoursBefore(yesterdayNoon, 24));
    const consort = await concert('Sackbut Consort', addDaysToLocalDate(today, 5), hoursBefore(yesterdayNoon, 2));

    expect(await run(yesterdayNoon, ida)).toMatchObject({ ran: true, mailsSent: 1 });
    expect(textPart((await digestsTo('ida@alert-cancellations.test'))[0] ?? '')).toContain('Sackbut Consort');

    await cancel(consort);
    await concert('Sackbut Gala', addDaysToLocalDate(today, 6), now(), 'postponed');
    await concert('Sackbut Brunch', addDaysToLocalDate(today, 7), now(), 'cancelled');
    expect(await run(now(), ida)).toMatchObject({ ran: true, mailsSent: 1 });
    const second = (await digestsTo('ida@alert-cancellations.test'))[1] ?? '';
    expect(second).toContain(`Subject: ${ALERT_MESSAGES.subject(1)}`);
    const text = textPart(second);
    // The cancelled event comes first, under its heading, once, with its link; the postponed one is new, labelled.
    expect(text.indexOf(ALERT_MESSAGES.cancellations.heading.toUpperCase())).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(ALERT_MESSAGES.cancellations.heading.toUpperCase())).toBeLessThan(text.indexOf('Sackbut Consort'));
    expect(occurrences(text, 'Sackbut Consort')).toBe(1);
    expect(text).toContain(`${ORIGIN}/events/${consort}/`);
    expect(text).toContain('Postponed: Sackbut Gala');
    expect(text.indexOf('Sackbut Consort')).toBeLessThan(text.indexOf('Postponed: Sackbut Gala'));
    expect(text).not.toContain('Sackbut Brunch');
    expect(second).toContain(ALERT_MESSAGES.cancellations.heading);

    // The next digest has nothing to tell: the cancellation was told, the cancelled new event is still not news.
    expect(await run(tomorrowNoon, ida)).toMatchObject({ ran: true, mailsSent: 0, nothingNew: 1 });
    expect(await digestsTo('ida@alert-cancellations.test')).toHaveLength(2);

    // The search's feeds say the same: the cancelled events are there, marked, the postponed one labelled.
    const links = feedLinksOf(saved[0]?.feedToken ?? '', ORIGIN);
    const rss = (await request(t.server).get(new URL(links.rss).pathname).expect(200)).text;
    const item = rss.split('<item>').find((part) => part.includes('Sackbut Consort')) ?? '';
    expect(item).toContain('<title><![CDATA[Cancelled: Sackbut Consort]]></title>');
    expect(item).toContain('<category>Cancelled</category>');
    expect(rss).toContain('<title><![CDATA[Postponed: Sackbut Gala]]></title>');
    const ics = (await request(t.server).get(new URL(links.calendar).pathname).expect(200)).text;
    const entries = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    const statusOf = (summary: string) => entries.find((entry) => entry.getFirstPropertyValue('summary') === summary)?.getFirstPropertyValue('status');
    expect(statusOf('Cancelled: Sackbut Consort')).toBe('CANCELLED');
    expect(statusOf('Cancelled: Sackbut Brunch')).toBe('CANCELLED');
    expect(statusOf('Postponed: Sackbut Gala')).toBe('TENTATIVE');
  });

  it('sends a digest that has only a cancellation to tell, naming the event once for the searches that announced it', async () => {
    const { today, yesterdayNoon, tomorrowNoon } = digestTimes();
    const { account: jon, saved } = await searcher(
      'jon@alert-cancellations.test',
      [
        { search_name: 'Crumhorn', keyword: 'Crumhorn' },
        { search_name: 'Crumhorn again', keyword: 'Crumhorn' },
      ],
      hoursBefore(yesterdayNoon, 24),
    );
    const id = await concert('Crumhorn Quartet', addDaysToLocalDate(today, 4), hoursBefore(yesterdayNoon, 2));
    expect(await run(yesterdayNoon, jon)).toMatchObject({ ran: true, mailsSent: 1 });

    await cancel(id);
    // Staff's preview of a search shows what its next digest tells.
    const staff = await registerTestAccount(t, 'sam@alert-cancellations.test', { roles: ['staff'] });
    const preview = await request(t.server).get(fillPath(alertsEndpoints.preview.path, { id: saved[0]?.id ?? 0 })).set(staff.auth).expect(200);
    expect(preview.text).toContain(ALERT_MESSAGES.cancellations.heading);
    expect(preview.text).toContain('Crumhorn Quartet');

    expect(await run(now(), jon)).toMatchObject({ ran: true, mailsSent: 1 });
    const mail = (await digestsTo('jon@alert-cancellations.test'))[1] ?? '';
    expect(mail).toContain(`Subject: ${ALERT_MESSAGES.cancellations.subject(1)}`);
    const text = textPart(mail);
    expect(text).toContain(ALERT_MESSAGES.cancellations.heading.toUpperCase());
    expect(occurrences(text, 'Crumhorn Quartet')).toBe(1);
    expect(text).toContain(`${ORIGIN}/events/${id}/`);

    expect(await run(tomorrowNoon, jon)).toMatchObject({ ran: true, mailsSent: 0, nothingNew: 1 });
    expect(await digestsTo('jon@alert-cancellations.test')).toHaveLength(2);
  });
});
