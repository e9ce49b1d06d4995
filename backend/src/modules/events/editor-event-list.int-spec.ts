import request from 'supertest';
import { eventFormsEndpoints as api, type ManagedEventList } from '@events/contracts/event-forms';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { EventWritesModule } from './event-writes.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';

describe("the editors' event list: every event, keyword and venue filters (real PostgreSQL)", () => {
  const t = useTestApp({ modules: [EventWritesModule, AuthModule, ...CATALOGUE_MODULES] });
  let editor: TestAccount;
  let producer: TestAccount;
  let hall: number;
  let barn: number;

  beforeAll(async () => {
    hall = await insertVenueFixture(t.app, { name: 'Town Hall' });
    barn = await insertVenueFixture(t.app, { name: 'Red Barn' });
    editor = await registerTestAccount(t, 'list-editor@example.com', { roles: ['zeditor'] });
    producer = await registerTestAccount(t, 'list-producer@example.com', { manages: [hall] });
    await insertEventFixture(t.app, { venue_id: hall, name: 'Contra Dance Night' });
    await insertEventFixture(t.app, { venue_id: barn, name: 'Barn Dance' });
    await insertEventFixture(t.app, { venue_id: barn, name: 'Cider Pressing' });
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
