import request from 'supertest';
import { feedLinksOf } from '@events/contracts/alerts';
import { widgetEventsSchema, widgetListSchema, widgetSchema } from '@events/contracts/widgets';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { regionToday } from '../../testing/region-clock.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { makeProducer, saveSearch } from '../../testing/producer-fixtures.js';
import { useTestApp } from '../../testing/test-app.js';
import { widgetPageData } from '../../testing/widget-page-data.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { AuthModule } from '../auth/auth.module.js';
import { AlertsModule } from '../alerts/alerts.module.js';
import { WidgetsModule } from './widgets.module.js';

const LIST = '/events/api/v1/widgets/';
const ORIGIN = 'https://berkshires.example';
const eventsPath = (id: number) => `/events/api/v1/widgets/${id}/events/`;

/**
 * The widget and the feeds in the reader's language (issue 31): `?lang=` first, then the producer's setting (the
 * widget), then Accept-Language, then English; the feeds' own words follow. The events' and venues' names are their
 * producers': the Spanish ones in Spanish where given, else the English ones as they are.
 */
describe('widget and feed languages (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [WidgetsModule, AlertsModule, AuthModule, ...CATALOGUE_MODULES], config: { publicUrl: ORIGIN, trustProxy: true } });
  let rosa: TestAccount;
  let today = '';
  let searchId = 0;
  let feedToken = '';

  async function createWidget(body: Record<string, unknown> = {}) {
    const res = await request(t.server).post(LIST).set(rosa.auth).send({ title: 'Conciertos', search_id: searchId, ...body }).expect(201);
    return widgetSchema.parse(res.body);
  }

  beforeAll(async () => {
    today = regionToday(t.app);
    rosa = await registerTestAccount(t, 'rosa.idioma@example.org');
    await makeProducer(t, rosa, 'Sala Rosa');
    const hall = await insertVenueFixture(t.app, { name: 'Sala Rosa Hall' });
    await insertEventFixture(t.app, { venue_id: hall, name: 'Salsa Night', series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 3), timeStart: '19:00' }] });
    const cancelled = await insertEventFixture(t.app, { venue_id: hall, name: 'Salsa Matinee', series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 4), timeStart: '14:00' }] });
    await t.db.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [cancelled]);
    const theatre = await insertVenueFixture(t.app, { name: 'Colonial Theatre', name_es: 'Teatro Colonial' });
    await insertEventFixture(t.app, {
      venue_id: theatre,
      name: 'Salsa Workshop',
      name_es: 'Taller de salsa',
      description: '<p>Learn the basic steps.</p>',
      description_es: '<p>Aprenda los pasos básicos.</p>',
      series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 5), timeStart: '18:00' }],
    });
    const search = await saveSearch(t, rosa, { search_name: 'Salsa', keyword: 'salsa', date_start: today, date_end: addDaysToLocalDate(today, 30) });
    searchId = search.id;
    feedToken = search.feedToken;
  });

  it('keeps a producer\'s language setting, refuses one the product does not speak, and an edit without it keeps it', async () => {
    const plain = await createWidget();
    expect(plain.language).toBeNull();
    const spanish = await createWidget({ language: 'es' });
    expect(spanish.language).toBe('es');
    const bad = await request(t.server).post(LIST).set(rosa.auth).send({ title: 'X', search_id: searchId, language: 'fr' }).expect(400);
    expect(Object.keys(bad.body as object)).toEqual(['language']);
    const edited = await request(t.server).put(`${LIST}${spanish.id}/`).set(rosa.auth).send({ title: 'Conciertos 2', search_id: searchId }).expect(200);
    expect(widgetSchema.parse(edited.body).language).toBe('es');
    const cleared = await request(t.server).put(`${LIST}${spanish.id}/`).set(rosa.auth).send({ title: 'Conciertos 2', search_id: searchId, language: null }).expect(200);
    expect(widgetSchema.parse(cleared.body).language).toBeNull();
  });

  it('renders the widget in Spanish with ?lang=es, its dates in Spanish and its links keeping the language', async () => {
    const widget = await createWidget();
    const res = await request(t.server).get(`/widget/${widget.id}/`).query({ lang: 'es' }).expect(200);
    expect(res.headers.vary ?? '').not.toMatch(/accept-language/i);
    const page = widgetPageData(res.text);
    expect(page?.language).toBe('es');
    expect(page?.data?.language).toBe('es');
    expect(page?.data?.lang).toBe('es');
    const salsa = page?.data?.results.find((card) => card.name === 'Salsa Night');
    // "sáb, 28 nov 2026 19:00": Spanish day and month names, a 24-hour time.
    expect(salsa?.when).toMatch(/^(lun|mar|mié|jue|vie|sáb|dom), \d{1,2} [a-z]{3,4}\.? \d{4} 19:00$/);
    expect(salsa?.priceTier).toBe('free');

    const month = widgetEventsSchema.parse((await request(t.server).get(eventsPath(widget.id)).query({ view: 'month', lang: 'es' }).expect(200)).body);
    expect(month.month?.label).toMatch(/^[A-Z][a-z]+ de \d{4}$/);
    expect(month.month?.label).not.toMatch(/January|February|March|April|May|June|July|August|September|October|November|December/);
  });

  it('speaks the reader\'s Accept-Language without ?lang, saying so in Vary, and English as before to everyone else', async () => {
    const widget = await createWidget();
    const spanish = await request(t.server).get(`/widget/${widget.id}/`).set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.5').expect(200);
    expect(spanish.headers.vary).toMatch(/accept-language/i);
    const data = widgetPageData(spanish.text);
    expect(data?.language).toBe('es');
    expect(data?.data?.lang).toBeNull();

    const english = await request(t.server).get(`/widget/${widget.id}/`).expect(200);
    expect(english.headers.vary).toMatch(/accept-language/i);
    const card = widgetPageData(english.text)?.data?.results.find((c) => c.name === 'Salsa Night');
    expect(widgetPageData(english.text)?.language).toBe('en');
    // "Sat, Nov 28, 2026 7:00 PM", as the widget always said.
    expect(card?.when).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{4} 7:00 PM$/);
    expect(spanish.headers.etag).not.toBe(english.headers.etag);

    // The JSON pages the hydrated widget fetches follow the same rule.
    const json = await request(t.server).get(eventsPath(widget.id)).set('Accept-Language', 'es').expect(200);
    expect(json.headers.vary).toMatch(/accept-language/i);
    expect(widgetEventsSchema.parse(json.body).language).toBe('es');
  });

  it('speaks the producer\'s language over the reader\'s, and ?lang over both', async () => {
    const widget = await createWidget({ language: 'es' });
    const res = await request(t.server).get(`/widget/${widget.id}/`).set('Accept-Language', 'en-US').expect(200);
    expect(res.headers.vary ?? '').not.toMatch(/accept-language/i);
    expect(widgetPageData(res.text)?.language).toBe('es');
    const english = await request(t.server).get(`/widget/${widget.id}/`).query({ lang: 'en' }).set('Accept-Language', 'es').expect(200);
    expect(widgetPageData(english.text)?.language).toBe('en');
    // A language the product does not speak is passed over.
    const unknown = await request(t.server).get(`/widget/${widget.id}/`).query({ lang: 'xx' }).expect(200);
    expect(widgetPageData(unknown.text)?.language).toBe('es');
  });

  it('words the RSS and iCalendar feeds\' own texts in Spanish with ?lang=es, the events\' names staying their own', async () => {
    const links = feedLinksOf(feedToken, ORIGIN);
    const rssPath = new URL(links.rss).pathname;
    const calendarPath = new URL(links.calendar).pathname;

    const rss = await request(t.server).get(rssPath).query({ lang: 'es' }).expect(200);
    expect(rss.text).toContain('<title>Eventos: Salsa</title>');
    expect(rss.text).toContain('<language>es</language>');
    expect(rss.text).toContain('<title><![CDATA[Salsa Night]]></title>');
    expect(rss.text).toContain('<title><![CDATA[Cancelado: Salsa Matinee]]></title>');
    expect(rss.text).toContain('<category>Cancelado</category>');
    expect(rss.text).not.toContain('Cancelled');

    const ics = await request(t.server).get(calendarPath).query({ lang: 'es' }).expect(200);
    expect(ics.text).toContain('X-WR-CALNAME:Eventos: Salsa');
    expect(ics.text).toContain('SUMMARY:Cancelado: Salsa Matinee');
    expect(ics.text).toContain('SUMMARY:Salsa Night');

    // Accept-Language alone: Spanish too, and the answer says it varies with it.
    const negotiated = await request(t.server).get(rssPath).set('Accept-Language', 'es').expect(200);
    expect(negotiated.headers.vary).toMatch(/accept-language/i);
    expect(negotiated.text).toBe(rss.text);

    // English reads exactly as before: the same bytes and ETag with or without ?lang=en.
    const english = await request(t.server).get(rssPath).expect(200);
    expect(english.text).toContain('<title>Events: Salsa</title>');
    expect(english.text).toContain('<title><![CDATA[Cancelled: Salsa Matinee]]></title>');
    expect(english.text).not.toContain('<language>');
    const asked = await request(t.server).get(rssPath).query({ lang: 'en' }).expect(200);
    expect(asked.text).toBe(english.text);
    expect(asked.headers.etag).toBe(english.headers.etag);
    expect(english.headers.etag).not.toBe(rss.headers.etag);
    const englishIcs = await request(t.server).get(calendarPath).expect(200);
    expect(englishIcs.text).toContain('X-WR-CALNAME:Events: Salsa');
    expect(englishIcs.text).toContain('SUMMARY:Cancelled: Salsa Matinee');
    expect(englishIcs.text).toContain('PRODID:-//region-events//events//EN');
  });

  it('hands a Spanish widget page the producers\' Spanish names, and an English page the English ones', async () => {
    const widget = await createWidget();

    const spanish = await request(t.server).get(`/widget/${widget.id}/`).query({ lang: 'es' }).expect(200);
    const workshop = widgetPageData(spanish.text)?.data?.results.find((card) => card.name === 'Taller de salsa');
    expect(workshop?.venue).toBe('Teatro Colonial');
    expect(spanish.text).not.toContain('Salsa Workshop');
    expect(spanish.text).not.toContain('Colonial Theatre');
    // An event without a Spanish name keeps its English one on a Spanish page.
    expect(widgetPageData(spanish.text)?.data?.results.map((card) => card.name)).toContain('Salsa Night');

    const english = await request(t.server).get(`/widget/${widget.id}/`).query({ lang: 'en' }).expect(200);
    const englishWorkshop = widgetPageData(english.text)?.data?.results.find((card) => card.name === 'Salsa Workshop');
    expect(englishWorkshop?.venue).toBe('Colonial Theatre');
    // Its category too: the seeded Spanish name on the Spanish page.
    const [category] = await t.db.query<{ name: string; name_es: string }[]>(
      `SELECT t.name, t.name_es FROM events e JOIN event_types t ON t.id = e.event_type_id WHERE e.name = 'Salsa Workshop'`,
    );
    expect(category?.name_es).not.toBe('');
    expect(workshop?.category).toBe(category?.name_es);
    expect(englishWorkshop?.category).toBe(category?.name);
    expect(english.text).not.toContain('Taller de salsa');
    expect(english.text).not.toContain('Teatro Colonial');
    // The category chips name it alike.
    const chips = async (lang: string) => widgetEventsSchema.parse((await request(t.server).get(eventsPath(widget.id)).query({ lang }).expect(200)).body).categories;
    expect((await chips('es')).map((chip) => chip.name)).toContain(category?.name_es);
    expect((await chips('en')).map((chip) => chip.name)).toContain(category?.name);
    expect((await chips('en')).map((chip) => chip.name)).not.toContain(category?.name_es);

    // The month view names each event once, in the page's language too.
    const month = (lang: string) => request(t.server).get(eventsPath(widget.id)).query({ view: 'month', lang, month: addDaysToLocalDate(today, 5).slice(0, 7) }).expect(200);
    const spanishMonth = widgetEventsSchema.parse((await month('es')).body);
    expect(spanishMonth.month?.events.map((event) => event.name)).toContain('Taller de salsa');
    expect(spanishMonth.month?.events.map((event) => event.name)).not.toContain('Salsa Workshop');
    const englishMonth = widgetEventsSchema.parse((await month('en')).body);
    expect(englishMonth.month?.events.map((event) => event.name)).toContain('Salsa Workshop');
  });

  it('names events and venues by the producers\' Spanish names in Spanish feeds, and by the English ones in English feeds', async () => {
    const links = feedLinksOf(feedToken, ORIGIN);
    const rssPath = new URL(links.rss).pathname;
    const calendarPath = new URL(links.calendar).pathname;
    // iCalendar lines fold at 75 octets: read each property on one line.
    const unfolded = (ics: string): string => ics.replace(/\r\n /g, '');

    const rss = (await request(t.server).get(rssPath).query({ lang: 'es' }).expect(200)).text;
    expect(rss).toContain('<title><![CDATA[Taller de salsa]]></title>');
    expect(rss).toContain('Teatro Colonial, Pittsfield, MA');
    expect(rss).toContain('<title><![CDATA[Salsa Night]]></title>');
    expect(rss).not.toContain('Salsa Workshop');
    expect(rss).not.toContain('Colonial Theatre');
    const ics = unfolded((await request(t.server).get(calendarPath).query({ lang: 'es' }).expect(200)).text);
    expect(ics).toContain('SUMMARY:Taller de salsa');
    expect(ics).toContain('DESCRIPTION:Aprenda los pasos básicos.');
    expect(ics).toContain('LOCATION:Teatro Colonial\\, Pittsfield\\, MA');
    expect(ics).not.toMatch(/Salsa Workshop|Learn the basic steps|Colonial Theatre/);

    const englishRss = (await request(t.server).get(rssPath).expect(200)).text;
    expect(englishRss).toContain('<title><![CDATA[Salsa Workshop]]></title>');
    expect(englishRss).toContain('Colonial Theatre, Pittsfield, MA');
    expect(englishRss).not.toMatch(/Taller de salsa|Teatro Colonial/);
    const englishIcs = unfolded((await request(t.server).get(calendarPath).expect(200)).text);
    expect(englishIcs).toContain('SUMMARY:Salsa Workshop');
    expect(englishIcs).toContain('DESCRIPTION:Learn the basic steps.');
    expect(englishIcs).toContain('LOCATION:Colonial Theatre\\, Pittsfield\\, MA');
    expect(englishIcs).not.toMatch(/Taller de salsa|Aprenda los pasos|Teatro Colonial/);
  });

  it('words a widget\'s public calendar feed in the feed\'s language', async () => {
    const widget = await createWidget({ title: 'Conciertos de salsa' });
    const spanish = await request(t.server).get(`/widget/${widget.id}/calendar/`).query({ lang: 'es' }).expect(200);
    expect(spanish.text).toContain('X-WR-CALNAME:Eventos: Conciertos de salsa');
    expect(spanish.text).toContain('SUMMARY:Cancelado: Salsa Matinee');
    expect(spanish.text).toContain('SUMMARY:Taller de salsa');
    const english = await request(t.server).get(`/widget/${widget.id}/calendar/`).expect(200);
    expect(english.headers.vary).toMatch(/accept-language/i);
    expect(english.text).toContain('X-WR-CALNAME:Events: Conciertos de salsa');
    expect(english.text).toContain('SUMMARY:Salsa Workshop');
    expect(english.text).not.toContain('Taller de salsa');
  });

  it('describes a calendar\'s saved search to its producer in the request\'s language, saying so', async () => {
    const widget = await createWidget({ title: 'Descripción' });
    const day = (language: string, date: string) =>
      new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    const end = addDaysToLocalDate(today, 30);

    // Rosa signed up in English; she now reads the site in Spanish (her account's saved choice, which comes first).
    await t.db.query(`UPDATE users SET language = 'es' WHERE id = $1`, [rosa.id]);
    const spanish = await request(t.server).get(`${LIST}${widget.id}/`).set(rosa.auth).expect(200);
    await t.db.query(`UPDATE users SET language = 'en' WHERE id = $1`, [rosa.id]);
    expect(spanish.headers['content-language']).toBe('es');
    expect(spanish.headers.vary).toMatch(/Accept-Language/);
    expect(widgetSchema.parse(spanish.body).search.description).toBe(`${day('es', today)} – ${day('es', end)} · «salsa»`);

    const english = await request(t.server).get(LIST).set(rosa.auth).expect(200);
    expect(english.headers['content-language']).toBe('en');
    const listed = widgetListSchema.parse(english.body).results.find((w) => w.id === widget.id);
    expect(listed?.search.description).toBe(`${day('en', today)} – ${day('en', end)} · “salsa”`);
  });
});
