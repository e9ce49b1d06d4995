import request from 'supertest';
import { localDateOf } from '@events/domain/local-time';
import { useTestApp } from '../../testing/test-app.js';
import { AdsModule } from './ads.module.js';

const AD = '/events/api/v1/search_ads/';
const PING = '/events/api/v1/search_ads/ping/';

describe('search advertisements (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [AdsModule] });

  type AdFixture = {
    title: string;
    eventTypes?: number[];
    keywords?: string[];
    active?: boolean;
    startsInDays?: number | null;
    endsInDays?: number | null;
    weight?: number;
  };

  /** The region's date by the product's clock: the day ads run by and count under. */
  const today = (): string => localDateOf(t.clock.now(), 'America/New_York');

  async function insertAd(ad: AdFixture): Promise<number> {
    const [row] = await t.db.query(
      `INSERT INTO search_ads (title, description, image, url, button_text, event_type_ids, keywords, active, starts_on, ends_on, weight)
       VALUES ($1, 'About ' || $1, 'https://img.example.org/' || $1 || '.png', 'https://ads.example.org/' || $1, 'Get Tickets',
               $2, $3, $4,
               CASE WHEN $5::int IS NULL THEN NULL ELSE $8::date + $5::int END,
               CASE WHEN $6::int IS NULL THEN NULL ELSE $8::date + $6::int END,
               $7)
       RETURNING id`,
      [ad.title, ad.eventTypes ?? [], ad.keywords ?? [], ad.active ?? true, ad.startsInDays ?? null, ad.endsInDays ?? null, ad.weight ?? 1, today()],
    );
    return row.id;
  }

  const titles = async (query: string, times = 1): Promise<Set<string>> => {
    const seen = new Set<string>();
    for (let i = 0; i < times; i++) seen.add((await request(t.server).get(`${AD}${query}`).expect(200)).body.title);
    return seen;
  };

  it('answers 404 {detail: "Not found."} while no ad runs', async () => {
    await insertAd({ title: 'inactive', active: false });
    await insertAd({ title: 'over', endsInDays: -1 });
    await insertAd({ title: 'future', startsInDays: 1 });
    await request(t.server).get(AD).expect(404, { detail: 'Not found.', code: 'no_ad_for_search' });
  });

  it('serves an untargeted ad with the spec fields, firstForSession true for a new session', async () => {
    const id = await insertAd({ title: 'general', startsInDays: 0, endsInDays: 0 });
    const res = await request(t.server).get(AD).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      id,
      title: 'general',
      description: 'About general',
      image: 'https://img.example.org/general.png',
      url: 'https://ads.example.org/general',
      buttonText: 'Get Tickets',
      firstForSession: true,
    });
    await request(t.server).get('/events/api/v1/search_ads').expect(200);
  });

  it('prefers ads targeted at the searched categories or keyword, best-targeted first', async () => {
    await insertAd({ title: 'music', eventTypes: [12, 18] });
    await insertAd({ title: 'jazz-words', keywords: ['jazz', 'big band'] });
    await insertAd({ title: 'music-jazz', eventTypes: [12], keywords: ['jazz'] });
    await insertAd({ title: 'film', eventTypes: [7] });

    expect(await titles('?event_types=12', 40)).toEqual(new Set(['music', 'music-jazz']));
    expect(await titles('?event_types[]=18&event_types[]=3', 10)).toEqual(new Set(['music']));
    expect(await titles('?keyword=Jazz%20concerts', 40)).toEqual(new Set(['jazz-words', 'music-jazz']));
    expect(await titles('?keyword=big%20bands%20tonight', 10)).toEqual(new Set(['jazz-words']));
    // Both kinds matched beats one kind.
    expect(await titles('?event_types[]=12&keyword=jazz', 10)).toEqual(new Set(['music-jazz']));
    // One kind matched each: all three are equally targeted.
    expect(await titles('?event_types=7&keyword=jazz', 40)).toEqual(new Set(['film', 'jazz-words', 'music-jazz']));
    // No targeted ad matches: the untargeted one.
    expect(await titles('?event_types=3&keyword=pottery')).toEqual(new Set(['general']));
    // The rest of the listing query is accepted and ignored.
    expect(await titles('?event_types=7&date_start=2026-01-01&ordering=featured&page=2&latitude=42.4&longitude=-73.2&radius=50')).toEqual(new Set(['film']));
  });

  it('draws among equally targeted ads by weight', async () => {
    await insertAd({ title: 'theater-a', eventTypes: [18], weight: 1 });
    await insertAd({ title: 'theater-b', eventTypes: [18], weight: 1 });
    // music (12, 18), theater-a and theater-b all match category 18 once.
    expect(await titles('?event_types=18', 60)).toEqual(new Set(['music', 'theater-a', 'theater-b']));
  });

  it('counts impressions per ad and day, sets the session cookie, then says firstForSession false', async () => {
    const id = await insertAd({ title: 'counted', eventTypes: [2] });
    const first = await request(t.server).post(PING).send({ id }).expect(204);
    const cookies = first.headers['set-cookie'] as unknown as string[];
    const seen = cookies.filter((cookie) => cookie.startsWith('ad_seen='));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^ad_seen=1; Max-Age=1800; Path=\/events\/api\/v1\/search_ads; Expires=.+; HttpOnly; SameSite=Lax$/);
    await request(t.server).post('/events/api/v1/search_ads/ping').send({ id: String(id) }).expect(204);
    const [row] = await t.db.query(
      `SELECT impressions, day = $2::date AS today FROM search_ad_impressions WHERE ad_id = $1`,
      [id, today()],
    );
    expect(row).toEqual({ impressions: 2, today: true });

    const again = await request(t.server).get(`${AD}?event_types=2`).set('Cookie', 'other=x; ad_seen=1').expect(200);
    expect(again.body).toMatchObject({ id, firstForSession: false });
  });

  it('answers 404 for an unknown ad and 400 with a field map for a bad id, never a 500', async () => {
    await request(t.server).post(PING).send({ id: 999999 }).expect(404, { detail: 'Not found.', code: 'ad_not_found' });
    await request(t.server).post(PING).send({}).expect(400, { id: ['This field is required.'] });
    await request(t.server).post(PING).send({ id: 'abc' }).expect(400, { id: ['A valid integer is required.'] });
    await request(t.server).post(PING).send({ id: 1.5 }).expect(400, { id: ['A valid integer is required.'] });
    await request(t.server).post(PING).send({ id: 0 }).expect(400, { id: ['The minimum value is 1.'] });
    await request(t.server).post(PING).send({ id: 1e12 }).expect(400, { id: ['A valid integer is required.'] });
    await request(t.server).post(PING).send([1]).expect(400, { id: ['This field is required.'] });
    await request(t.server).post(PING).set('Content-Type', 'text/plain').send('id=1').expect(400, { id: ['This field is required.'] });
    const broken = await request(t.server).post(PING).set('Content-Type', 'application/json').send('{"id":').expect(400);
    expect(broken.body).toHaveProperty('detail');
  });

  it('answers 400 for bad search parameters', async () => {
    await request(t.server).get(`${AD}?event_types=abc`).expect(400, { event_types: ['A valid integer is required.'] });
    await request(t.server).get(`${AD}?event_types[]=x&event_types[]=y&event_types[]=0`).expect(400, {
      event_types: ['A valid integer is required.'],
    });
    await request(t.server).get(`${AD}?keyword=${'x'.repeat(201)}`).expect(400, { keyword: ['This field is limited to 200 characters.'] });
  });
});
