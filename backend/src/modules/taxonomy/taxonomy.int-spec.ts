import request from 'supertest';
import { DataSource } from 'typeorm';
import { EVENT_CATEGORIES } from '@events/contracts/event-types';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { TaxonomyService } from './taxonomy.service.js';

const LIST = '/events/api/event_types/';

describe('GET /events/api/event_types/ (real PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lists the 18 seeded categories in display order', async () => {
    const res = await request(t.server).get(LIST).expect(200);
    expect(res.body).toEqual(EVENT_CATEGORIES.map((name, i) => ({ id: i + 1, name })));
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
    expect(res.body).toEqual([
      { id: 1, name: EVENT_CATEGORIES[0] },
      { id: 2, name: EVENT_CATEGORIES[1] },
    ]);
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('skips empty values', async () => {
    const res = await request(t.server).get(`${LIST}?id[]=&search=&page=&page_size=&ordering=`).expect(200);
    expect(res.body).toHaveLength(18);
  });

  it('searches names case-insensitively, wildcards taken literally', async () => {
    const res = await request(t.server).get(`${LIST}?search=FILM`).expect(200);
    expect(res.body).toEqual([{ id: 7, name: 'Film' }]);
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

  it('seeds idempotently: a second run adds nothing, a missing name comes back', async () => {
    const service = t.app.get(TaxonomyService);
    await service.seedEventTypes();
    const again = await request(t.server).get(LIST).expect(200);
    expect(again.body).toEqual(EVENT_CATEGORIES.map((name, i) => ({ id: i + 1, name })));

    await t.app.get(DataSource).query(`DELETE FROM event_types WHERE name = 'Comedy'`);
    await service.seedEventTypes();
    const restored = await request(t.server).get(`${LIST}?search=comedy`).expect(200);
    expect(restored.body).toEqual([{ id: 19, name: 'Comedy' }]);
    expect((await request(t.server).get(LIST)).headers['x-total-count']).toBe('18');
  });
});
