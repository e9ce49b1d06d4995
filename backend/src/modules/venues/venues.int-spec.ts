import request from 'supertest';
import { venueDetailSchema } from '@events/contracts/venues';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { regionToday } from '../../testing/region-clock.js';
import { useTestApp } from '../../testing/test-app.js';
import { CardsModule } from '../cards/cards.module.js';
import { VenuesModule } from './venues.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { VenueCardsService } from '../cards/venue-cards.service.js';

const API = '/events/api/v1';

describe('venue detail and live search (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [VenuesModule, CardsModule, ...CATALOGUE_MODULES] });
  /** Today in the region by the product's clock (set once the app runs). */
  let today: string;
  const ids = {} as Record<'colonial' | 'library' | 'hidden' | 'draft' | 'london', number>;

  beforeAll(async () => {
    today = regionToday(t.app);
    ids.colonial = await insertVenueFixture(t.app, {
      name: 'Colonial Theatre',
      name_es: 'Teatro Colonial',
      street: '111 South Street',
      postal_code: '01201',
      website: 'https://colonial.example.org/',
      phone: '(413) 555-0100',
      email: 'info@colonial.example.org',
      description: '<p>A restored 1903 theatre.</p>',
      description_es: '<p>Un teatro de 1903 restaurado.</p>',
      region: 'Berkshires',
      poi_type: 'theatre',
      alternate_times: 'Box office opens one hour before shows',
      facebook_url: 'https://facebook.example.org/colonial',
      claimed: true,
    });
    ids.library = await insertVenueFixture(t.app, { name: 'Lenox Public Library', city: 'Lenox', lat: 42.3565, lon: -73.2848 });
    ids.hidden = await insertVenueFixture(t.app, { name: 'Colonial Storage Annex', hide_from_listing: true });
    ids.draft = await insertVenueFixture(t.app, { name: 'Colonial Draft Hall', published: false });
    ids.london = await insertVenueFixture(t.app, { name: 'Wigmore Rooms', city: 'London', state: '', country: 'GB', lat: 51.5177, lon: -0.1489, time_zone: 'Europe/London' });
    // Monday = 0: open Tuesday to Sunday, closed Monday; Friday has two sittings. Fractions of a second are cut off
    // (shown as 17:00:00).
    await t.db.query(
      `INSERT INTO venue_open_times (venue_id, day_of_week, closed, time_start, time_end) VALUES
       ($1, 0, true, NULL, NULL), ($1, 1, false, '12:00', '18:00'), ($1, 4, false, '18:30', '23:00'), ($1, 4, false, '12:00', '14:00'),
       ($1, 6, false, '13:00', '17:00:00.75')`,
      [ids.colonial],
    );
    for (const name of ['Jazz Night', 'Comedy Night']) {
      await insertEventFixture(t.app, { venue_id: ids.colonial, name, series: [{ frequency: 'weekly', dtstart: today, timeStart: '19:00' }] });
    }
    await insertEventFixture(t.app, { venue_id: ids.colonial, name: 'Draft Show', published: false, series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, 2), timeStart: '19:00' }] });
    await insertEventFixture(t.app, { venue_id: ids.colonial, name: 'Past Show', series: [{ frequency: 'once', dtstart: addDaysToLocalDate(today, -30), timeStart: '19:00' }] });
  });

  it('answers a venue with every detail field (the Spanish name and description too), opening hours Monday = 0 and its future event count', async () => {
    const res = await request(t.server).get(`${API}/poi/${ids.colonial}/`).expect(200);
    const body = venueDetailSchema.parse(res.body);
    expect(body).toEqual({
      id: ids.colonial,
      name: 'Colonial Theatre',
      nameEs: 'Teatro Colonial',
      slug: expect.stringMatching(/^colonial-theatre/),
      absoluteUrl: `/venues/${ids.colonial}/${body.slug}/`,
      shortAddress: '111 South Street, Pittsfield, MA',
      street: '111 South Street',
      city: 'Pittsfield',
      state: 'MA',
      postalCode: '01201',
      country: 'United States',
      countryCode: 'US',
      lat: 42.4501,
      lon: -73.2454,
      timeZone: 'America/New_York',
      imagePrimary: null,
      imageThumbnail: null,
      openTimes: [
        { dayOfWeek: 0, closed: true, timeStart: null, timeEnd: null },
        { dayOfWeek: 1, closed: false, timeStart: '12:00:00', timeEnd: '18:00:00' },
        { dayOfWeek: 4, closed: false, timeStart: '12:00:00', timeEnd: '14:00:00' },
        { dayOfWeek: 4, closed: false, timeStart: '18:30:00', timeEnd: '23:00:00' },
        { dayOfWeek: 6, closed: false, timeStart: '13:00:00', timeEnd: '17:00:00' },
      ],
      numEventsFuture: 2,
      claimed: true,
      distance: null,
      description: '<p>A restored 1903 theatre.</p>',
      descriptionEs: '<p>Un teatro de 1903 restaurado.</p>',
      website: 'https://colonial.example.org/',
      phone: '(413) 555-0100',
      email: 'info@colonial.example.org',
      alternateTimes: 'Box office opens one hour before shows',
      region: 'Berkshires',
      poiType: 'theatre',
      wikipediaUrl: '',
      facebookUrl: 'https://facebook.example.org/colonial',
      instagramUrl: '',
      twitterUrl: '',
      published: true,
    });
  });

  it('reads country names from codes, and answers without the trailing slash', async () => {
    const res = await request(t.server).get(`${API}/poi/${ids.london}`).expect(200);
    expect(res.body).toMatchObject({ country: 'United Kingdom', countryCode: 'GB', shortAddress: 'London', timeZone: 'Europe/London', openTimes: [], numEventsFuture: 0 });
  });

  it("answers '' for the Spanish name and description of a venue that has none, and carries the Spanish name on its card", async () => {
    const res = await request(t.server).get(`${API}/poi/${ids.london}/`).expect(200);
    expect(venueDetailSchema.parse(res.body)).toMatchObject({ name: 'Wigmore Rooms', nameEs: '', descriptionEs: '' });
    const cards = await t.app.get(VenueCardsService).findCardsByIds([ids.colonial, ids.london]);
    expect(cards.map((card) => [card.name, card.nameEs])).toEqual([
      ['Colonial Theatre', 'Teatro Colonial'],
      ['Wigmore Rooms', ''],
    ]);
  });

  it('answers 404 for unknown and unpublished venues and 400 for a non-numeric id', async () => {
    expect((await request(t.server).get(`${API}/poi/${ids.draft}/`).expect(404)).body).toMatchObject({ detail: 'Not found.' });
    await request(t.server).get(`${API}/poi/987654/`).expect(404);
    await request(t.server).get(`${API}/poi/99999999999999/`).expect(400, { id: ['A valid integer is required.'] });
    await request(t.server).get(`${API}/poi/abc/`).expect(400, { id: ['A valid integer is required.'] });
  });

  it('live-searches published, listed venues from one character; the id lookup gives absolute_url', async () => {
    const res = await request(t.server).get(`${API}/poi/livesearch/?q=c`).expect(200);
    expect(res.body).toEqual([{ id: ids.colonial, name: 'Colonial Theatre', nameEs: 'Teatro Colonial', absolute_url: expect.stringMatching(new RegExp(`^/venues/${ids.colonial}/colonial-theatre`)) }]);
    const word = await request(t.server).get(`${API}/poi/livesearch/?q=libr`).expect(200);
    expect(word.body.map((v: { id: number }) => v.id)).toEqual([ids.library]);
    const typo = await request(t.server).get(`${API}/poi/livesearch/?q=Colonail%20Theatre`).expect(200);
    expect(typo.body.map((v: { id: number }) => v.id)).toEqual([ids.colonial]);
    const byId = await request(t.server).get(`${API}/poi/livesearch/?id=${ids.library}`).expect(200);
    expect(byId.body).toEqual([{ id: ids.library, name: 'Lenox Public Library', nameEs: '', absolute_url: expect.stringMatching(new RegExp(`^/venues/${ids.library}/`)) }]);
    await request(t.server).get(`${API}/poi/livesearch/?id=${ids.draft}`).expect(200, []);
    // A venue's Spanish name is found by its prefix and its trigrams, and comes back beside the English one.
    await t.db.query(`UPDATE venues SET name_es = 'Biblioteca Pública de Lenox' WHERE id = $1`, [ids.library]);
    for (const q of ['bi', 'biblio', 'Bibliotca Publica']) {
      const spanish = await request(t.server).get(`${API}/poi/livesearch/`).query({ q }).expect(200);
      expect(spanish.body[0]).toMatchObject({ id: ids.library, name: 'Lenox Public Library', nameEs: 'Biblioteca Pública de Lenox' });
    }
    await t.db.query(`UPDATE venues SET name_es = '' WHERE id = $1`, [ids.library]);
    await request(t.server).get(`${API}/poi/livesearch/?q=biblio`).expect(200, []);
    await request(t.server).get(`${API}/poi/livesearch/`).expect(400, { q: ['This field is required.'] });
    await request(t.server).get(`${API}/poi/livesearch/?id=x`).expect(400, { id: ['A valid integer is required.'] });
  });

  it('keeps the stored opening hours of the card current when open times are added, changed and removed', async () => {
    const cards = t.app.get(VenueCardsService);
    const openTimes = async (id: number) => (await cards.findCardsByIds([id]))[0]?.openTimes;
    expect(await openTimes(ids.library)).toEqual([]);
    await t.db.query(`INSERT INTO venue_open_times (venue_id, day_of_week, time_start, time_end) VALUES ($1, 2, '09:00', '17:00'), ($1, 0, '10:00', '12:00')`, [ids.library]);
    expect(await openTimes(ids.library)).toEqual([
      { dayOfWeek: 0, closed: false, timeStart: '10:00:00', timeEnd: '12:00:00' },
      { dayOfWeek: 2, closed: false, timeStart: '09:00:00', timeEnd: '17:00:00' },
    ]);
    // A row moved to another venue leaves the first and joins the second.
    await t.db.query(`UPDATE venue_open_times SET venue_id = $2, closed = true, time_start = NULL, time_end = NULL WHERE venue_id = $1 AND day_of_week = 2`, [ids.library, ids.london]);
    expect(await openTimes(ids.library)).toEqual([{ dayOfWeek: 0, closed: false, timeStart: '10:00:00', timeEnd: '12:00:00' }]);
    expect(await openTimes(ids.london)).toEqual([{ dayOfWeek: 2, closed: true, timeStart: null, timeEnd: null }]);
    await t.db.query('DELETE FROM venue_open_times WHERE venue_id = ANY ($1::int[])', [[ids.library, ids.london]]);
    expect(await openTimes(ids.library)).toEqual([]);
    expect(await openTimes(ids.london)).toEqual([]);
  });
});
