import request from 'supertest';
import { DataSource } from 'typeorm';
import { eventFormsEndpoints as api, type ManagedEventList } from '@events/contracts/event-forms';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { insertEventFixture, insertVenueFixture, startTestApp, type TestApp } from '../../testing/test-app.js';

describe("the editors' event list: every event, keyword and venue filters (real PostgreSQL)", () => {
  let t: TestApp;
  let editor: TestAccount;
  let producer: TestAccount;
  let hall: number;
  let barn: number;

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.app.get(DataSource);
    editor = await registerTestAccount(t, 'list-editor@example.com');
    producer = await registerTestAccount(t, 'list-producer@example.com');
    await db.query('UPDATE users SET is_zeditor = true WHERE id = $1', [editor.id]);
    hall = await insertVenueFixture(t.app, { name: 'Town Hall' });
    barn = await insertVenueFixture(t.app, { name: 'Red Barn' });
    await db.query('INSERT INTO venue_managers (user_id, venue_id) VALUES ($1, $2)', [producer.id, hall]);
    await insertEventFixture(t.app, { venue_id: hall, name: 'Contra Dance Night' });
    await insertEventFixture(t.app, { venue_id: barn, name: 'Barn Dance' });
    await insertEventFixture(t.app, { venue_id: barn, name: 'Cider Pressing' });
  });

  afterAll(async () => {
    await t?.close();
  });

  const names = async (who: TestAccount, query: string) => {
    const res = await request(t.server).get(`${api.list.path}${query}`).set(who.auth).expect(200);
    return { names: (res.body as ManagedEventList).results.map((e) => e.name).sort(), total: res.headers['x-total-count'] };
  };

  it('lists every event for an editor, and only their venues events for a producer', async () => {
    expect((await names(editor, '')).names).toEqual(['Barn Dance', 'Cider Pressing', 'Contra Dance Night']);
    expect((await names(producer, '')).names).toEqual(['Contra Dance Night']);
  });

  it('filters by part of the name (case-insensitive, no wildcards) and by venue, totals included', async () => {
    expect(await names(editor, '?keyword=DANCE')).toEqual({ names: ['Barn Dance', 'Contra Dance Night'], total: '2' });
    expect(await names(editor, `?keyword=dance&poi_id=${barn}`)).toEqual({ names: ['Barn Dance'], total: '1' });
    expect((await names(editor, `?poi_id=${barn}&ordering=date`)).names).toEqual(['Barn Dance', 'Cider Pressing']);
    expect((await names(editor, '?keyword=%25')).names).toEqual([]);
    expect((await names(producer, `?poi_id=${barn}`)).names).toEqual([]);
    const bad = await request(t.server).get(`${api.list.path}?poi_id=abc&keyword=${'x'.repeat(201)}`).set(editor.auth).expect(400);
    expect(Object.keys(bad.body).sort()).toEqual(['keyword', 'poi_id']);
  });
});
