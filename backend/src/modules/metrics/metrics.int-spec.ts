import request from 'supertest';
import { DataSource } from 'typeorm';
import { IMPRESSION_BATCH_MAX, IMPRESSIONS_PATH } from '@events/contracts/metrics';
import { insertEventFixture, insertVenueFixture, startTestApp, type TestApp } from '../../testing/test-app.js';

describe('metrics: impressions (real PostgreSQL)', () => {
  let t: TestApp;
  let db: DataSource;
  let venueId: number;
  let eventId: number;

  type Row = { kind: string; object_id: number; widget_id: string; count: number; is_today: boolean };
  const rows = (): Promise<Row[]> =>
    db.query(
      `SELECT kind, object_id, widget_id, count, day = (now() AT TIME ZONE 'America/New_York')::date AS is_today
       FROM impression_daily ORDER BY kind, object_id, widget_id`,
    );

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    venueId = await insertVenueFixture(t.app, { name: 'Impression Hall' });
    eventId = await insertEventFixture(t.app, { venue_id: venueId, name: 'Impression Night' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 400 with a field map for bad input, and stores nothing', async () => {
    const post = (body: unknown) => request(t.server).post(IMPRESSIONS_PATH).send(body as object);
    expect((await post({}).expect(400)).body).toHaveProperty('items');
    expect((await post({ items: [] }).expect(400)).body).toHaveProperty('items');
    expect((await post([{ kind: 'event_card', id: eventId }]).expect(400)).body).toHaveProperty('items');
    expect((await post({ items: [{ kind: 'banner', id: eventId }] }).expect(400)).body['items.0.kind']).toEqual([
      'Select a valid choice. banner is not one of the available choices.',
    ]);
    expect((await post({ items: [{ kind: 'event_card', id: 1.5 }] }).expect(400)).body['items.0.id']).toEqual(['A valid integer is required.']);
    expect((await post({ items: [{ kind: 'event_card', id: '7' }] }).expect(400)).body).toHaveProperty(['items.0.id']);
    expect((await post({ items: [{ kind: 'event_card', id: 0 }] }).expect(400)).body).toHaveProperty(['items.0.id']);
    expect((await post({ items: [{ kind: 'event_card', id: eventId, widgetId: '../x' }] }).expect(400)).body).toHaveProperty(['items.0.widgetId']);
    const tooMany = Array.from({ length: IMPRESSION_BATCH_MAX + 1 }, () => ({ kind: 'event_card', id: eventId }));
    expect((await post({ items: tooMany }).expect(400)).body).toHaveProperty('items');
    await request(t.server).post(IMPRESSIONS_PATH).set('Content-Type', 'application/json').send('{"items":').expect(400);
    expect(await rows()).toEqual([]);
  });

  it('adds a batch to today’s counts per kind, object and widget, ignoring unknown objects', async () => {
    await request(t.server)
      .post(IMPRESSIONS_PATH)
      .send({
        items: [
          { kind: 'event_card', id: eventId },
          { kind: 'event_card', id: eventId },
          { kind: 'event_detail', id: eventId },
          { kind: 'poi_card', id: venueId },
          { kind: 'poi_detail', id: venueId, widgetId: 'abc' },
          { kind: 'event_card', id: 999999 },
          { kind: 'poi_card', id: eventId + venueId + 1000 },
        ],
      })
      .expect(204);
    expect(await rows()).toEqual([
      { kind: 'event_card', object_id: eventId, widget_id: '', count: 2, is_today: true },
      { kind: 'event_detail', object_id: eventId, widget_id: '', count: 1, is_today: true },
      { kind: 'poi_card', object_id: venueId, widget_id: '', count: 1, is_today: true },
      { kind: 'poi_detail', object_id: venueId, widget_id: 'abc', count: 1, is_today: true },
    ]);

    // A second batch (as navigator.sendBeacon sends it: the CSRF field rides in the body and is ignored here).
    await request(t.server)
      .post(IMPRESSIONS_PATH)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ items: [{ kind: 'event_card', id: eventId }], csrfmiddlewaretoken: 'token' }))
      .expect(204);
    const after = await rows();
    expect(after.find((r) => r.kind === 'event_card')?.count).toBe(3);
    expect(after).toHaveLength(4);
  });

  it('counts concurrent batches without losing any', async () => {
    const before = (await rows()).find((r) => r.kind === 'event_detail')?.count ?? 0;
    await Promise.all(
      Array.from({ length: 10 }, () => request(t.server).post(IMPRESSIONS_PATH).send({ items: [{ kind: 'event_detail', id: eventId }] }).expect(204)),
    );
    expect((await rows()).find((r) => r.kind === 'event_detail')?.count).toBe(before + 10);
  });
});
