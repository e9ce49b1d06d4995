import { TZDate } from '@date-fns/tz';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { eventFormSchema, eventFormsEndpoints as api, type EventForm, type EventWrite } from '@events/contracts/event-forms';
import { fillPath } from '@events/contracts/endpoint';
import { recurrenceSeriesSchema } from '@events/contracts/recurrence';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { toICalendar } from '@events/domain/recurrence';
import { outboxMailsTo } from '../../testing/mail-outbox.js';
import { regionToday } from '../../testing/region-clock.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { EventWritesModule } from '../events/event-writes.module.js';
import { AlertsModule } from './alerts.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { saveSearch } from '../../testing/producer-fixtures.js';
import { AlertsService } from './alerts.service.js';

const ZONE = 'America/New_York';
type Auth = { readonly Authorization: string };

/** The iCalendar text of one evening on `day`, as the event form sends it. */
const onceOn = (day: string): string => toICalendar(recurrenceSeriesSchema.parse({ frequency: 'once', dtstart: day, timeStart: '19:00' }));

/**
 * Saved-search digests and event edits (issue 25): an edit that changes what a search matches (the event's days, its
 * name) makes the event a candidate of the next digest; an event a digest already reported is not sent again; an
 * edit of anything else makes no candidate. Events are edited over HTTP by their producer, at the product's clock;
 * digests are run at chosen instants around it: the day before (the search's first digest), now, and the next day.
 */
describe('saved-search digests after event edits (real PostgreSQL, outbox)', () => {
  beforeAll(() => {
    Logger.overrideLogger(false);
  });
  const t = useTestApp({
    modules: [AlertsModule, EventWritesModule, AuthModule, ...CATALOGUE_MODULES],
    config: {
      publicUrl: 'https://berkshires.example',
      mail: { smtpUrl: undefined },
      // From midnight on, so a digest can run at the product's own "now", whatever hour the clock starts at.
      alerts: { sendHour: 0, mailConcurrency: 1, mailAttempts: 1, retryDelayMs: 1, scheduled: false },
    },
  });
  let producer: Auth;
  let hall = 0;

  /** The instant of a region wall-clock time on a region day (YYYY-MM-DD). */
  function regionTime(day: string, hours: number): Date {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new TZDate(y, m - 1, d, hours, 0, 0, ZONE);
  }

  /** The digests mailed to `address` (not the confirmation link every registration mails). */
  async function digestsTo(address: string): Promise<string[]> {
    return (await outboxMailsTo(t.outboxDir, address)).filter((mail) => !mail.includes('Subject: Confirm your e-mail address'));
  }

  /** A user with one saved search, saved `savedAt` (the day before the first digest runs). */
  async function searcher(email: string, search: Record<string, unknown>, savedAt: Date): Promise<TestAccount> {
    const account = await registerTestAccount(t, email);
    const saved = await saveSearch(t, account, search);
    await t.db.query('UPDATE saved_searches SET created = $2, updated = $2 WHERE id = $1', [saved.id, savedAt]);
    return account;
  }

  /** A published evening at the hall on `day`, created at `created`, with every field the edit form needs. */
  function concert(name: string, day: string, created: Date): Promise<number> {
    return insertEventFixture(t.app, {
      venue_id: hall,
      name,
      created,
      url: 'https://example.org/concert',
      description: `<p>${name} at the hall.</p>`,
      price: 'free',
      series: [{ frequency: 'once', dtstart: day, timeStart: '19:00', timeEnd: '21:00' }],
    });
  }

  /** The producer's edit of an event: the form as read, with `change` applied to it (PUT, as the form saves). */
  async function edit(id: number, change: (values: EventForm['values']) => Partial<EventWrite>): Promise<void> {
    const read = eventFormSchema.parse((await request(t.server).get(fillPath(api.get.path, { id })).set(producer).expect(200)).body);
    const { values } = read;
    const body: EventWrite = {
      ...values,
      dates: values.dates.map((entry) => ({ id: entry.id, time_start: entry.time_start, time_end: entry.time_end, date_recur: entry.date_recur })),
      ...change(values),
    };
    await request(t.server).put(fillPath(api.update.path, { id })).set(producer).send(body).expect(200);
  }

  /** The three digest instants of a scenario: noon the day before the product's today, now, noon the next day. */
  function digestTimes(): { yesterdayNoon: Date; tomorrowNoon: Date; today: string } {
    const today = regionToday(t.app);
    return { today, yesterdayNoon: regionTime(addDaysToLocalDate(today, -1), 12), tomorrowNoon: regionTime(addDaysToLocalDate(today, 1), 12) };
  }

  const run = (at: Date, account: TestAccount) => t.app.get(AlertsService).runDigestJob(at, account.id);
  const now = (): Date => t.clock.now();
  const hoursBefore = (at: Date, hours: number): Date => new Date(at.getTime() - hours * 3_600_000);

  beforeAll(async () => {
    hall = await insertVenueFixture(t.app, { name: 'Colonial Theatre' });
    const made = await registerTestAccount(t, 'producer@alert-edits.test', { manages: [hall], billingContact: true });
    await t.db.query(`INSERT INTO subscriptions (user_id, status, plan, active_events_allowed) VALUES ($1, 'active', 'test', NULL)`, [made.id]);
    producer = made.auth;
  });

  it('reports an event whose dates an edit moved into the range, and does not send it again after a further edit', async () => {
    const { today, yesterdayNoon, tomorrowNoon } = digestTimes();
    const ida = await searcher('ida@alert-edits.test', { search_name: 'Sackbut this week', keyword: 'Sackbut', named_date: 'next_7' }, hoursBefore(yesterdayNoon, 24));
    const id = await concert('Sackbut Consort', addDaysToLocalDate(today, 20), hoursBefore(yesterdayNoon, 2));

    // Its first digest: the concert is weeks away, outside the search's seven days.
    expect(await run(yesterdayNoon, ida)).toMatchObject({ ran: true, mailsSent: 0, nothingNew: 1 });

    await edit(id, () => ({ dates: [{ time_start: '19:00', time_end: '21:00', date_recur: onceOn(addDaysToLocalDate(today, 3)) }] }));
    expect(await run(now(), ida)).toMatchObject({ ran: true, mailsSent: 1 });
    const [reported] = await digestsTo('ida@alert-edits.test');
    expect(reported).toContain('Sackbut Consort');

    // Edited again (another day, still this week): the search has it already.
    await edit(id, (values) => ({ dates: values.dates.map((entry) => ({ id: entry.id, time_start: '19:00', time_end: '21:00', date_recur: onceOn(addDaysToLocalDate(today, 4)) })) }));
    expect(await run(tomorrowNoon, ida)).toMatchObject({ ran: true, mailsSent: 0, nothingNew: 1 });
    expect(await digestsTo('ida@alert-edits.test')).toHaveLength(1);
  });

  it('reports an event renamed to match a keyword, once, while new events still come', async () => {
    const { today, yesterdayNoon, tomorrowNoon } = digestTimes();
    const jon = await searcher('jon@alert-edits.test', { search_name: 'Theremin', keyword: 'Theremin' }, hoursBefore(yesterdayNoon, 24));
    const id = await concert('Evening Recital', addDaysToLocalDate(today, 3), hoursBefore(yesterdayNoon, 2));

    expect(await run(yesterdayNoon, jon)).toMatchObject({ ran: true, mailsSent: 0, nothingNew: 1 });

    await edit(id, () => ({ name: 'Theremin Evening' }));
    expect(await run(now(), jon)).toMatchObject({ ran: true, mailsSent: 1 });
    expect((await digestsTo('jon@alert-edits.test'))[0]).toContain('Theremin Evening');

    // Renamed again, and a new event: the next digest has the new one only.
    await edit(id, () => ({ name: 'Theremin Evening Encore' }));
    await concert('Theremin Workshop', addDaysToLocalDate(today, 5), now());
    expect(await run(tomorrowNoon, jon)).toMatchObject({ ran: true, mailsSent: 1 });
    const digests = await digestsTo('jon@alert-edits.test');
    expect(digests).toHaveLength(2);
    expect(digests[1]).toContain('Theremin Workshop');
    expect(digests[1]).not.toContain('Theremin Evening');
  });

  it('makes no candidate of an edit that changes nothing a search matches (ticket link, price notes), but does of a price', async () => {
    const { today, yesterdayNoon, tomorrowNoon } = digestTimes();
    const kim = await searcher('kim@alert-edits.test', { search_name: 'Ocarina', keyword: 'Ocarina' }, hoursBefore(yesterdayNoon, 24));
    // Listed before the search was saved: the search's digests never report it unless an edit changes its match.
    const id = await concert('Ocarina Duo', addDaysToLocalDate(today, 3), hoursBefore(yesterdayNoon, 48));

    expect(await run(yesterdayNoon, kim)).toMatchObject({ ran: true, mailsSent: 0, nothingNew: 1 });

    await edit(id, () => ({ ticket_url: 'https://tickets.example.org/ocarina', price_information: '$5 at the door' }));
    expect(await run(now(), kim)).toMatchObject({ ran: true, mailsSent: 0, nothingNew: 1 });
    expect(await digestsTo('kim@alert-edits.test')).toHaveLength(0);

    await edit(id, () => ({ price: 'low' }));
    expect(await run(tomorrowNoon, kim)).toMatchObject({ ran: true, mailsSent: 1 });
    expect((await digestsTo('kim@alert-edits.test'))[0]).toContain('Ocarina Duo');
  });
});
