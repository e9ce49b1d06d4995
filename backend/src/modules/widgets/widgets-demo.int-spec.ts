import request from 'supertest';
import { DataSource } from 'typeorm';
import { DEMO_SEED_START_MS, startTestApp, type TestApp } from '../../testing/test-app.js';
import { WidgetsDemoSeeder } from '../../seed/widgets-demo.seeder.js';

describe('demo calendar (SEED_DEMO, real PostgreSQL)', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true });
    db = t.app.get(DataSource);
  }, DEMO_SEED_START_MS);

  afterAll(async () => {
    await t?.close();
  });

  it("the demo producer has a calendar over a saved search, made once, and its widget page lists that search's events", async () => {
    const widgets = await db.query<{ id: number; title: string; email: string; search_name: string }[]>(
      `SELECT w.id, w.title, u.email, s.search_name
       FROM widgets w JOIN users u ON u.id = w.user_id JOIN saved_searches s ON s.id = w.search_id`,
    );
    expect(widgets).toEqual([
      { id: expect.any(Number), title: 'Upcoming in the Pioneer Valley', email: 'producer@example.org', search_name: 'Next 30 days near Northampton' },
    ]);
    await t.app.get(WidgetsDemoSeeder).seedDemoWidgets();
    expect(await db.query('SELECT id FROM widgets')).toHaveLength(1);

    const page = await request(t.server).get(`/widget/${widgets[0]?.id}/`).expect(200);
    expect(page.text).toContain('Upcoming in the Pioneer Valley');
  });
});
