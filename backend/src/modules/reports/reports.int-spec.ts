import request from 'supertest';
import { analyticsToday } from '@events/contracts/analytics';
import { reportsEndpoints } from '@events/contracts/reports';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { ReportsModule } from './reports.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';

describe('reports: users, editors, POI QA (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [ReportsModule, AuthModule, ...CATALOGUE_MODULES] });
  let superuser: TestAccount;
  let zeditor: TestAccount;
  let producer: TestAccount;
  let today = '';

  beforeAll(async () => {
    today = analyticsToday(t.clock.now());
    superuser = await registerTestAccount(t, 'reports-super@example.com', { roles: ['superuser', 'staff'] });
    zeditor = await registerTestAccount(t, 'reports-zeditor@example.com', { roles: ['zeditor'] });
    producer = await registerTestAccount(t, 'reports-producer@example.com');
  });

  it('counts sign-ups per day, week and method, accounts by role and subscriptions, for superusers only', async () => {
    const venue = await insertVenueFixture(t.app, { name: 'Report Hall' });
    await t.db.query('INSERT INTO venue_managers (user_id, venue_id) VALUES ($1, $2)', [producer.id, venue]);
    const social = await registerTestAccount(t, 'reports-social@example.com');
    await t.db.query(`INSERT INTO social_accounts (provider, subject, user_id) VALUES ('google', 'g-1', $1)`, [social.id]);
    await t.db.query(`INSERT INTO subscriptions (user_id, status, plan) VALUES ($1, 'active', 'basic')`, [producer.id]);
    const before = (await request(t.server).get(reportsEndpoints.users.path).set(superuser.auth).expect(200)).body;
    expect(before.signupsByDay).toEqual([{ key: today, count: 4 }]);
    expect(before.signupsByMethod).toEqual([
      { key: 'email', count: 3 },
      { key: 'google', count: 1 },
    ]);
    expect(before.accountsByRole).toEqual(expect.arrayContaining([{ key: 'users', count: 4 }, { key: 'producers', count: 1 }, { key: 'superusers', count: 1 }]));
    expect(before.subscriptions).toEqual([{ status: 'active', plan: 'basic', count: 1 }]);
    expect(before.signupsByWeek).toHaveLength(1);

    await registerTestAccount(t, 'reports-newcomer@example.com');
    const after = (await request(t.server).get(reportsEndpoints.users.path).set(superuser.auth).expect(200)).body;
    expect(after.signupsByDay).toEqual([{ key: today, count: 5 }]);

    await request(t.server).get(reportsEndpoints.users.path).set(zeditor.auth).expect(403);
    await request(t.server).get(reportsEndpoints.editors.path).set(producer.auth).expect(403);
    await request(t.server).get(reportsEndpoints.users.path).query({ start_date: '2025-03-10', end_date: '2025-03-01' }).set(superuser.auth).expect(400);
  });

  it('counts each editor\'s actions and the median time from claim to decision', async () => {
    const insert = (action: string, actor: number, created: string, detail: object = {}) =>
      t.db.query(`INSERT INTO staff_actions (action, actor_id, detail, created) VALUES ($1, $2, $3::jsonb, $4)`, [action, actor, JSON.stringify(detail), created]);
    const noon = `${today}T16:00:00Z`;
    const hoursBefore = (h: number) => new Date(Date.parse(noon) - h * 3_600_000).toISOString();
    await insert('claim_start', zeditor.id, noon);
    await insert('claim_accept', zeditor.id, noon, { claimCreated: hoursBefore(1) });
    await insert('claim_reject', zeditor.id, noon, { claimCreated: hoursBefore(3) });
    await insert('claim_accept', zeditor.id, noon, { claimCreated: hoursBefore(10) });
    await insert('venue_publish', zeditor.id, noon);
    await insert('venue_create', superuser.id, noon);
    await insert('event_edit', superuser.id, noon);
    await insert('event_edit', superuser.id, '2020-01-01T12:00:00Z');
    const report = (await request(t.server).get(reportsEndpoints.editors.path).set(superuser.auth).expect(200)).body;
    const byId = new Map((report.rows as { userId: number }[]).map((r) => [r.userId, r]));
    expect(byId.get(zeditor.id)).toMatchObject({ claimsStarted: 1, claimsAccepted: 2, claimsRejected: 1, venuesPublished: 1, medianDecisionSeconds: 3 * 3600 });
    expect(byId.get(superuser.id)).toMatchObject({ venuesCreated: 1, eventsEdited: 1, claimsAccepted: 0, medianDecisionSeconds: null });
  });

  it('lists venues with data problems, with their reasons, filterable and paged, for editors', async () => {
    const clean = await insertVenueFixture(t.app, { name: 'Clean Theatre', city: 'Pittsfield', state: 'MA', lat: 42.4501, lon: -73.2454 });
    await t.db.query(`INSERT INTO venue_open_times (venue_id, day_of_week, time_start, time_end) VALUES ($1, 0, '10:00', '17:00')`, [clean]);
    const tomorrow = addDaysToLocalDate(today, 1);
    await insertEventFixture(t.app, { venue_id: clean, name: 'Clean Show', series: [{ frequency: 'once', dtstart: tomorrow, timeStart: '19:00', timeEnd: '21:00' }] });
    const far = await insertVenueFixture(t.app, { name: 'Misplaced Gallery', city: 'Pittsfield', state: 'MA', lat: 42.1015, lon: -72.5898 });
    const zone = await insertVenueFixture(t.app, { name: 'Zone Hall', city: 'Pittsfield', state: 'MA', time_zone: 'America/Chicago' });
    const twin = await insertVenueFixture(t.app, { name: 'Clean Theater', city: 'Pittsfield', state: 'MA', lat: 42.4502, lon: -73.2455 });
    const flagged = await insertVenueFixture(t.app, { name: 'Old Barn', recertify: true });

    const all = await request(t.server).get(reportsEndpoints.poiQa.path).query({ page_size: 100 }).set(zeditor.auth).expect(200);
    const reasons = new Map((all.body.results as { id: number; reasons: { code: string }[] }[]).map((r) => [r.id, r.reasons.map((x) => x.code)]));
    expect(reasons.has(clean) ? reasons.get(clean) : []).toEqual(['likely_duplicate']);
    expect(reasons.get(far)).toEqual(expect.arrayContaining(['far_from_town', 'no_opening_hours', 'no_upcoming_events']));
    expect(reasons.get(zone)).toEqual(expect.arrayContaining(['time_zone_mismatch']));
    expect(reasons.get(twin)).toEqual(expect.arrayContaining(['likely_duplicate']));
    expect(reasons.get(flagged)).toEqual(expect.arrayContaining(['recertify']));
    expect(all.body.results.find((r: { id: number }) => r.id === far).editUrl).toBe(`/manage/venues/edit/${far}/`);

    const onlyZone = await request(t.server).get(reportsEndpoints.poiQa.path).query({ reason: 'time_zone_mismatch' }).set(zeditor.auth).expect(200);
    expect(onlyZone.body.results.map((r: { id: number }) => r.id)).toEqual([zone]);
    const paged = await request(t.server).get(reportsEndpoints.poiQa.path).query({ page_size: 2, page: 2 }).set(zeditor.auth).expect(200);
    expect(paged.body.results).toHaveLength(2);
    expect(paged.headers['x-total-count']).toBe(String(all.body.pagination.totalItems));
    await request(t.server).get(reportsEndpoints.poiQa.path).set(producer.auth).expect(403);
    await request(t.server).get(reportsEndpoints.poiQa.path).query({ reason: 'nonsense' }).set(zeditor.auth).expect(400);
  });
});
