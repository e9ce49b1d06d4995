import request from 'supertest';
import { EVENT_CATEGORIES, EVENT_CATEGORY_NAMES_ES, eventTypeListSchema } from '@events/contracts/event-types';
import { eventDetailSchema } from '@events/contracts/events';
import { adminCategoryListSchema, CATEGORIES_MAX, CATEGORY_ADMIN_MESSAGES, CATEGORY_NAME_MAX, categoryAdminEndpoints } from '@events/contracts/category-admin';
import { fillPath } from '@events/contracts/endpoint';
import { registerSuperuserAccount, registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { EventsModule } from '../events/events.module.js';
import { OccurrencesModule } from '../events/occurrences.module.js';
import { SpanishCategoryNames1764810000000 } from '../../database/migrations/m1764810000000-spanish-category-names.migration.js';
import { TaxonomyModule } from './taxonomy.module.js';
import { insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { TaxonomyService } from './taxonomy.service.js';

const LIST = '/events/api/event_types/';

/** The spec's categories as the list gives them: ids in display order, each with its Spanish name (issue 31). */
const SEEDED = EVENT_CATEGORIES.map((name, i) => ({ id: i + 1, name, nameEs: EVENT_CATEGORY_NAMES_ES[name] }));

describe('GET /events/api/event_types/ (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [TaxonomyModule] });

  it('lists the 18 seeded categories in display order, each with its Spanish name', async () => {
    const res = await request(t.server).get(LIST).expect(200);
    expect(eventTypeListSchema.parse(res.body)).toEqual(SEEDED);
    expect(res.body.find((e: { name: string }) => e.name === 'Music')).toEqual({ id: 12, name: 'Music', nameEs: 'Música' });
    expect(res.headers['x-total-count']).toBe('18');
    expect(res.headers['link']).toBe(`<${LIST}?page=1>; rel="last"`);
    expect(res.headers['access-control-expose-headers']).toBe('Link, x-total-count');
  });

  it('answers without the trailing slash too', async () => {
    const res = await request(t.server).get('/events/api/event_types').expect(200);
    expect(res.body).toHaveLength(18);
  });

  it('pages with page_size and links next, prev and last keeping the other parameters', async () => {
    const first = await request(t.server).get(`${LIST}?page_size=5`).expect(200);
    expect(first.body.map((e: { name: string }) => e.name)).toEqual(EVENT_CATEGORIES.slice(0, 5));
    expect(first.headers['x-total-count']).toBe('18');
    expect(first.headers['link']).toBe(`<${LIST}?page_size=5&page=2>; rel="next", <${LIST}?page_size=5&page=4>; rel="last"`);

    const second = await request(t.server).get(`${LIST}?page_size=5&page=2`).expect(200);
    expect(second.body.map((e: { id: number }) => e.id)).toEqual([6, 7, 8, 9, 10]);
    expect(second.headers['link']).toBe(
      `<${LIST}?page_size=5&page=3>; rel="next", <${LIST}?page_size=5&page=1>; rel="prev", <${LIST}?page_size=5&page=4>; rel="last"`,
    );

    const last = await request(t.server).get(`${LIST}?page_size=5&page=4`).expect(200);
    expect(last.body).toHaveLength(3);
  });

  it('filters by bracket-style ids', async () => {
    const res = await request(t.server).get(`${LIST}?id[]=1&id[]=2`).expect(200);
    expect(res.body).toEqual(SEEDED.slice(0, 2));
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('skips empty values', async () => {
    const res = await request(t.server).get(`${LIST}?id[]=&search=&page=&page_size=&ordering=`).expect(200);
    expect(res.body).toHaveLength(18);
  });

  it('searches names case-insensitively, wildcards taken literally', async () => {
    const res = await request(t.server).get(`${LIST}?search=FILM`).expect(200);
    expect(res.body).toEqual([{ id: 7, name: 'Film', nameEs: 'Cine' }]);
    await request(t.server)
      .get(`${LIST}?search=%25`)
      .expect(200)
      .expect((r) => expect(r.body).toEqual([]));
  });

  it('orders by name, descending', async () => {
    const res = await request(t.server).get(`${LIST}?ordering=-name&page_size=2`).expect(200);
    expect(res.body.map((e: { name: string }) => e.name)).toEqual(['Theater', 'Support Groups']);
  });

  it('answers 400 with a field map for bad paging, never a 500', async () => {
    await request(t.server).get(`${LIST}?page_size=1000`).expect(400, { page_size: ['The maximum value is 100.'] });
    await request(t.server).get(`${LIST}?page=abc`).expect(400, { page: ['A valid integer is required.'] });
    await request(t.server).get(`${LIST}?page=0`).expect(400, { page: ['The minimum value is 1.'] });
    const badId = await request(t.server).get(`${LIST}?id[]=abc`).expect(400);
    expect(Object.values(badId.body as Record<string, string[]>).flat()).toEqual(['A valid integer is required.']);
    const badOrdering = await request(t.server).get(`${LIST}?ordering=created`).expect(400);
    expect(badOrdering.body).toEqual({ ordering: ['Select a valid choice. created is not one of the available choices.'] });
  });

  it('answers a current copy 304 (GET and HEAD), and bad paging its 400 whatever copy the request names', async () => {
    const first = await request(t.server).get(`${LIST}?page_size=5`).expect(200);
    const etag = String(first.headers['etag']);
    await request(t.server).get(`${LIST}?page_size=5`).set('If-None-Match', etag).expect(304);
    await request(t.server).head(`${LIST}?page_size=5`).set('If-None-Match', etag).expect(304);
    await request(t.server).get(`${LIST}?page_size=1000`).set('If-None-Match', etag).expect(400, { page_size: ['The maximum value is 100.'] });
  });

  it('seeds the spec\'s categories into an empty table only: categories a superuser changed stay as they are', async () => {
    const service = t.app.get(TaxonomyService);
    await service.seedEventTypes();
    const again = await request(t.server).get(LIST).expect(200);
    expect(again.body).toEqual(SEEDED);

    await t.db.query(`UPDATE event_types SET name = 'Stand-up' WHERE name = 'Comedy'`);
    await service.seedEventTypes();
    expect((await request(t.server).get(`${LIST}?search=comedy`)).body).toEqual([]);
    expect((await request(t.server).get(LIST)).headers['x-total-count']).toBe('18');
  });

  it("gives a database seeded before the Spanish names theirs, but not to a category a superuser renamed", async () => {
    // As the database stood before the migration: the categories (one renamed above), no Spanish names.
    await t.db.query('ALTER TABLE event_types DROP COLUMN name_es');
    const runner = t.db.createQueryRunner();
    try {
      await new SpanishCategoryNames1764810000000().up(runner);
    } finally {
      await runner.release();
    }
    const names = new Map((await request(t.server).get(LIST).expect(200)).body.map((e: { name: string; nameEs: string }) => [e.name, e.nameEs]));
    expect(names.get('Music')).toBe('Música');
    expect(names.get('Art, Dance & Culture')).toBe('Arte, danza y cultura');
    expect(names.get('Stand-up')).toBe('');
    expect([...names.values()].filter((nameEs) => nameEs === '')).toHaveLength(1);
  });
});

const CATEGORIES = categoryAdminEndpoints.list.path;
const renamePath = (id: number) => fillPath(categoryAdminEndpoints.rename.path, { id });

/** Categories from the browser (issue 27): a superuser adds and renames them, each change a staff action. */
describe('category administration (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [TaxonomyModule, AuthModule, OccurrencesModule, EventsModule] });
  let admin: TestAccount;
  let pat: TestAccount;
  let venue = 0;
  /** An event in category 4, which the tests rename. */
  let openMic = 0;
  /** A category added with its Spanish name. */
  let contraDance = 0;

  beforeAll(async () => {
    admin = await registerSuperuserAccount(t, 'ada.categories@example.org');
    pat = await registerTestAccount(t, 'pat.categories@example.org');
    venue = await insertVenueFixture(t.app, { name: 'Grange Hall' });
  });

  it('is for superusers only', async () => {
    await request(t.server).get(CATEGORIES).expect(403);
    await request(t.server).get(CATEGORIES).set(pat.auth).expect(403);
    await request(t.server).post(CATEGORIES).set(pat.auth).send({ name: 'Dance Parties' }).expect(403);
    await request(t.server).put(renamePath(4)).set(pat.auth).send({ name: 'Stand-up' }).expect(403);
    expect((await request(t.server).get(LIST)).headers['x-total-count']).toBe('18');
  });

  it('adds a category that the public list then offers, refusing a name taken in any letter case', async () => {
    const added = await request(t.server).post(CATEGORIES).set(admin.auth).send({ name: '  Dance Parties ' }).expect(201);
    expect(added.body).toEqual({ id: 19, name: 'Dance Parties', nameEs: '', events: 0 });
    const taken = await request(t.server).post(CATEGORIES).set(admin.auth).send({ name: 'dance parties' }).expect(400);
    expect(taken.body).toEqual({ name: [CATEGORY_ADMIN_MESSAGES.taken] });
    await request(t.server).post(CATEGORIES).set(admin.auth).send({ name: '' }).expect(400, { name: ['This field is required.'] });
    expect((await request(t.server).get(`${LIST}?search=parties`)).body).toEqual([{ id: 19, name: 'Dance Parties', nameEs: '' }]);
  });

  it("renames a category: its events are found by the new name, the old one no longer finds them", async () => {
    openMic = await insertEventFixture(t.app, { venue_id: venue, name: 'Friday Night Open Mic', event_type_id: 4 });
    const renamed = await request(t.server).put(renamePath(4)).set(admin.auth).send({ name: 'Stand-up & Open Mic', name_es: 'Comedia' }).expect(200);
    expect(renamed.body).toEqual({ id: 4, name: 'Stand-up & Open Mic', nameEs: 'Comedia', events: 1 });
    const matches = (words: string) =>
      t.db.query<{ id: number }[]>(`SELECT event_id AS id FROM event_keywords WHERE search_vector @@ plainto_tsquery('english', $1)`, [words]);
    expect(await matches('stand-up')).toEqual([{ id: openMic }]);
    expect(await matches('comedy')).toEqual([]);
    // Another letter case of its own name is a rename; another category's name is not.
    await request(t.server).put(renamePath(4)).set(admin.auth).send({ name: 'STAND-UP & OPEN MIC', name_es: 'Comedia' }).expect(200);
    const taken = await request(t.server).put(renamePath(4)).set(admin.auth).send({ name: 'film' }).expect(400);
    expect(taken.body).toEqual({ name: [CATEGORY_ADMIN_MESSAGES.taken] });
    await request(t.server).put(renamePath(999)).set(admin.auth).send({ name: 'Anything' }).expect(404);
  });

  it("sets a category's Spanish name, which the public list and the event cards in it then carry (issue 31)", async () => {
    const added = await request(t.server).post(CATEGORIES).set(admin.auth).send({ name: 'Contra Dance', name_es: ' Baile de contradanza ' }).expect(201);
    // The refused inserts before it took ids from the sequence.
    contraDance = (added.body as { id: number }).id;
    expect(added.body).toEqual({ id: contraDance, name: 'Contra Dance', nameEs: 'Baile de contradanza', events: 0 });
    const listed = await request(t.server).get(`${LIST}?id[]=${contraDance}`).expect(200);
    expect(listed.body).toEqual([{ id: contraDance, name: 'Contra Dance', nameEs: 'Baile de contradanza' }]);

    await request(t.server).put(renamePath(4)).set(admin.auth).send({ name: 'STAND-UP & OPEN MIC', name_es: 'Monólogos' }).expect(200);
    const detail = eventDetailSchema.parse((await request(t.server).get(`/events/api/v1/events/${openMic}/`).expect(200)).body);
    expect(detail.eventType).toEqual({ id: 4, name: 'STAND-UP & OPEN MIC', nameEs: 'Monólogos' });

    const tooLong = await request(t.server).put(renamePath(4)).set(admin.auth).send({ name: 'Comedy', name_es: 'x'.repeat(CATEGORY_NAME_MAX + 1) }).expect(400);
    expect(Object.keys(tooLong.body)).toEqual(['name_es']);
    expect((await request(t.server).get(`${LIST}?id[]=4`)).body).toEqual([{ id: 4, name: 'STAND-UP & OPEN MIC', nameEs: 'Monólogos' }]);
  });

  it('lists every category with its events, and records each change with who made it', async () => {
    const list = adminCategoryListSchema.parse((await request(t.server).get(CATEGORIES).set(admin.auth).expect(200)).body);
    expect(list.results).toHaveLength(20);
    expect(list.results[3]).toEqual({ id: 4, name: 'STAND-UP & OPEN MIC', nameEs: 'Monólogos', events: 1 });
    const actions = await t.db.query<{ action: string; actor_id: number; detail: Record<string, unknown> }[]>(
      `SELECT action, actor_id, detail FROM staff_actions WHERE action LIKE 'category_%' ORDER BY id`,
    );
    expect(actions).toEqual([
      { action: 'category_create', actor_id: admin.id, detail: { categoryId: 19, name: 'Dance Parties', nameEs: '' } },
      { action: 'category_rename', actor_id: admin.id, detail: { categoryId: 4, from: 'Comedy', to: 'Stand-up & Open Mic', fromEs: 'Comedia', toEs: 'Comedia' } },
      { action: 'category_rename', actor_id: admin.id, detail: { categoryId: 4, from: 'Stand-up & Open Mic', to: 'STAND-UP & OPEN MIC', fromEs: 'Comedia', toEs: 'Comedia' } },
      { action: 'category_create', actor_id: admin.id, detail: { categoryId: contraDance, name: 'Contra Dance', nameEs: 'Baile de contradanza' } },
      { action: 'category_rename', actor_id: admin.id, detail: { categoryId: 4, from: 'STAND-UP & OPEN MIC', to: 'STAND-UP & OPEN MIC', fromEs: 'Comedia', toEs: 'Monólogos' } },
    ]);
  });

  it('refuses a category beyond the one page of categories the filters fetch', async () => {
    await t.db.query(`INSERT INTO event_types (name) SELECT 'Extra ' || n FROM generate_series(1, $1::int) n`, [CATEGORIES_MAX - 20]);
    const full = await request(t.server).post(CATEGORIES).set(admin.auth).send({ name: 'One Too Many' }).expect(400);
    expect(full.body).toEqual({ name: [CATEGORY_ADMIN_MESSAGES.full] });
  });
});
