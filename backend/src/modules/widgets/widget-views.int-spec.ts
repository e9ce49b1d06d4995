import request from 'supertest';
import { WIDGET_MONTHS_AHEAD, widgetEventsSchema, widgetSchema, type WidgetEvents } from '@events/contracts/widgets';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { regionToday } from '../../testing/region-clock.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { makeProducer, saveSearch } from '../../testing/producer-fixtures.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { WidgetsModule } from './widgets.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { widgetPageData } from '../../testing/widget-page-data.js';
import { addMonths, monthOf } from './widget-month.js';

const LIST = '/events/api/v1/widgets/';
const item = (id: number) => `${LIST}${id}/`;
const eventsPath = (id: number) => `/events/api/v1/widgets/${id}/events/`;

/** The calendar's views and controls (issue 27): list or month, category chips, and what the producer shows. */
describe('calendar widget views (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [WidgetsModule, AuthModule, ...CATALOGUE_MODULES] });
  let pat: TestAccount;
  let today = '';
  let music = 0;
  let comedy = 0;
  let searchId = 0;
  /** The local dates of the weekly quiz night, which run from tomorrow for twelve weeks. */
  const quizDates: string[] = [];

  async function createWidget(body: Record<string, unknown>) {
    const res = await request(t.server).post(LIST).set(pat.auth).send({ title: 'Around Lenox', search_id: searchId, ...body }).expect(201);
    return widgetSchema.parse(res.body);
  }

  async function events(widgetId: number, query: Record<string, string> = {}): Promise<WidgetEvents> {
    const res = await request(t.server).get(eventsPath(widgetId)).query(query).expect(200);
    return widgetEventsSchema.parse(res.body);
  }

  beforeAll(async () => {
    today = regionToday(t.app);
    const types = await t.db.query<{ id: number; name: string }[]>(`SELECT id, name::text AS name FROM event_types WHERE name IN ('Music', 'Comedy')`);
    music = types.find((type) => type.name === 'Music')?.id ?? 0;
    comedy = types.find((type) => type.name === 'Comedy')?.id ?? 0;

    pat = await registerTestAccount(t, 'pat.views@example.org');
    await makeProducer(t, pat, 'Pat Hall');

    const hall = await insertVenueFixture(t.app, { name: 'Viewing Hall' });
    const first = addDaysToLocalDate(today, 1);
    const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${first}T12:00:00Z`).getUTCDay()] as 'SU';
    for (let week = 0; week < 12; week++) quizDates.push(addDaysToLocalDate(first, week * 7));
    await insertEventFixture(t.app, {
      venue_id: hall,
      name: 'Quiz Night',
      event_type_id: music,
      series: [{ frequency: 'weekly', dtstart: first, byweekday: [weekday], end: { type: 'count', count: 12 }, timeStart: '19:30', timeEnd: '21:00' }],
    });
    await insertEventFixture(t.app, { venue_id: hall, name: 'Quiz Comedy Hour', event_type_id: comedy, series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 2), timeStart: '20:00' }] });
    await insertEventFixture(t.app, { venue_id: hall, name: 'Quiz Songs', event_type_id: music, series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 3), timeStart: '18:00' }] });
    searchId = (await saveSearch(t, pat, { search_name: 'Quizzes', keyword: 'quiz', date_start: today, date_end: addDaysToLocalDate(today, 100) })).id;
  });

  it('opens on the list with every control, its categories counted, and a chip narrows it to one category', async () => {
    const widget = await createWidget({});
    expect(widget).toMatchObject({ defaultView: 'list', showViews: true, showCategories: true, showSubscribe: true });
    const all = await events(widget.id);
    expect(all).toMatchObject({ view: 'list', controls: { views: true, categories: true, subscribe: true }, category: null, month: null });
    expect(all.categories).toEqual([
      { id: music, name: 'Music', count: 2 },
      { id: comedy, name: 'Comedy', count: 1 },
    ]);
    expect(all.results.map((card) => card.name)).toEqual(['Quiz Night', 'Quiz Comedy Hour', 'Quiz Songs']);
    const funny = await events(widget.id, { category: String(comedy) });
    expect(funny.category).toBe(comedy);
    expect(funny.results.map((card) => card.name)).toEqual(['Quiz Comedy Hour']);
  });

  it('shows a month: every date of its events from today on, in the venue zone, paging within the months it lists', async () => {
    const widget = await createWidget({});
    // A month that starts after today whatever the day: every date of it is listed.
    const ahead = monthOf(addDaysToLocalDate(today, 40));
    const shown = await events(widget.id, { view: 'month', month: ahead });
    expect(shown.view).toBe('month');
    expect(shown.results).toEqual([]);
    const month = shown.month;
    if (month === null) throw new Error('the month view carries no month');
    expect(month).toMatchObject({ month: ahead, today, previous: addMonths(ahead, -1), next: addMonths(ahead, 1), truncated: false });
    expect(month.label).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    const expected = quizDates.filter((day) => monthOf(day) === ahead);
    expect(month.dates).toEqual(expected.map((day) => ({ day, time: '7:30 PM', eventId: month.events[0]?.id })));
    expect(month.events).toEqual([{ id: expect.any(Number), name: 'Quiz Night', url: expect.stringContaining(`?widget=${widget.id}`) }]);

    // The current month is the first: nothing before it, and an earlier month asked for shows it.
    const current = await events(widget.id, { view: 'month', month: '2000-01' });
    expect(current.month).toMatchObject({ month: monthOf(today), previous: null });
    expect(current.month?.dates.every((date) => date.day >= today)).toBe(true);
    const last = addMonths(monthOf(today), WIDGET_MONTHS_AHEAD);
    expect((await events(widget.id, { view: 'month', month: '2999-12' })).month).toMatchObject({ month: last, next: null });
  });

  it("opens on the producer's chosen view with the controls it shows; a hidden filter is not applied", async () => {
    const widget = await createWidget({ default_view: 'month', show_views: false, show_categories: false, show_subscribe: false });
    expect(widget).toMatchObject({ defaultView: 'month', showViews: false, showCategories: false, showSubscribe: false });
    const shown = await events(widget.id, { category: String(comedy) });
    expect(shown).toMatchObject({ view: 'month', controls: { views: false, categories: false, subscribe: false }, categories: [], category: null });
    expect(shown.month?.month).toBe(monthOf(today));

    // The server-rendered page carries the same state.
    const page = await request(t.server).get(`/widget/${widget.id}/`).query({ view: 'list' }).expect(200);
    expect(widgetPageData(page.text)?.data).toMatchObject({ view: 'list', controls: { categories: false } });

    // The producer changes them back.
    const changed = await request(t.server)
      .put(item(widget.id))
      .set(pat.auth)
      .send({ title: 'Around Lenox', search_id: searchId, default_view: 'list', show_categories: true })
      .expect(200);
    expect(widgetSchema.parse(changed.body)).toMatchObject({ defaultView: 'list', showViews: true, showCategories: true, showSubscribe: true });
  });

  it('answers bad settings and bad page queries with field maps', async () => {
    const bad = await request(t.server).post(LIST).set(pat.auth).send({ title: 'Bad', search_id: searchId, default_view: 'week', show_views: 'yes' }).expect(400);
    expect(bad.body).toEqual({
      default_view: ['Select a valid choice. week is not one of the available choices.'],
      show_views: ['Must be a valid boolean.'],
    });
    const widget = await createWidget({});
    expect((await request(t.server).get(eventsPath(widget.id)).query({ view: 'week' }).expect(400)).body).toHaveProperty('view');
    expect((await request(t.server).get(eventsPath(widget.id)).query({ month: '2027-13' }).expect(400)).body).toEqual({ month: ['Enter a month as YYYY-MM.'] });
    expect((await request(t.server).get(`/widget/${widget.id}/`).query({ category: 'music' }).expect(400)).body).toHaveProperty('category');
  });
});
