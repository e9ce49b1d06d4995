import { DataSource } from 'typeorm';
import { DEMO_SEED_START_MS, startTestApp, type TestApp } from '../../testing/test-app.js';
import { ClaimsDemoSeeder } from './claims-demo.seeder.js';

describe('demo claims (SEED_DEMO, real PostgreSQL)', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true });
    db = t.app.get(DataSource);
  }, DEMO_SEED_START_MS);

  afterAll(async () => {
    await t?.close();
  });

  it('the desk has claims in several statuses, each with its history, made once', async () => {
    const claims = await db.query<{ status: string; email: string; steps: number }[]>(
      `SELECT c.status, u.email, (SELECT count(*)::int FROM venue_claim_history h WHERE h.claim_id = c.id) AS steps
       FROM venue_claims c JOIN users u ON u.id = c.user_id ORDER BY c.status`,
    );
    expect(claims).toEqual([
      { status: 'new', email: 'user@example.org', steps: 2 },
      { status: 'rejected', email: 'user@example.org', steps: 3 },
      { status: 'verified', email: 'producer@example.org', steps: 3 },
      { status: 'verifying', email: 'user@example.org', steps: 3 },
    ]);
    await t.app.get(ClaimsDemoSeeder).seedDemoClaims();
    expect(await db.query('SELECT id FROM venue_claims')).toHaveLength(4);
  });
});
