import request from 'supertest';
import { userContextSchema } from '@events/contracts/auth';
import { useTestApp } from '../../testing/test-app.js';
import { type RoleSession, signInWithRole } from '../../testing/test-accounts.js';
import { DemoAccountsSeeder } from './demo-accounts.seeder.js';
import { runUserCreate } from './user-create-cli.js';
import type { AccountRole } from '../users/users.service.js';

const STAFF_LINKS = [
  { label: 'Wagtail CMS', url: '/wagtail/' },
  { label: 'Sentry', url: 'https://sentry.example.org/' },
];

describe('roles, user context, role-gated remotes, user:create and demo accounts (real PostgreSQL)', () => {
  // The whole app: the user context and the remote registry it reads are the account and front-end modules', built on this one.
  const t = useTestApp({ config: { staffLinks: STAFF_LINKS } });
  const venues: number[] = [];

  async function insertVenue(name: string): Promise<number> {
    const rows = await t.db.query<{ id: number }[]>(`INSERT INTO venues (slug, name, lat, lon) VALUES ($1, $2, 42.3, -73.2) RETURNING id`, [
      name.toLowerCase().replace(/\W+/g, '-'),
      name,
    ]);
    return rows[0]?.id ?? 0;
  }

  /** An event of the venue with one occurrence `daysFromNow` days away. */
  async function insertEvent(venueId: number, name: string, daysFromNow: number): Promise<void> {
    const event = await t.db.query<{ id: number }[]>(
      `INSERT INTO events (slug, name, event_type_id, venue_id) VALUES ($1, $2, (SELECT min(id) FROM event_types), $3) RETURNING id`,
      [`${name.toLowerCase().replace(/\W+/g, '-')}-${venueId}`, name, venueId],
    );
    const series = await t.db.query<{ id: number }[]>(
      `INSERT INTO event_dates (event_id, frequency, date_recur, time_start) VALUES ($1, 'once', 'DTSTART:20300101T190000', '19:00') RETURNING id`,
      [event[0]?.id],
    );
    await t.db.query(
      `INSERT INTO event_occurrences (event_id, event_date_id, starts_at, local_day)
       VALUES ($1, $2, $4::timestamptz + make_interval(days => $3), ($4::timestamptz + make_interval(days => $3))::date)`,
      [event[0]?.id, series[0]?.id, daysFromNow, t.clock.now()],
    );
  }

  const signedIn = (email: string, role: AccountRole): Promise<RoleSession> => signInWithRole(t, email, role);

  beforeAll(async () => {
    for (const name of ['Ashintully Gardens', 'Berkshire Museum', 'Colonial Theatre']) venues.push(await insertVenue(name));
    await insertEvent(venues[0] ?? 0, 'Garden Walk', 3);
    await insertEvent(venues[0] ?? 0, 'Tea Party', 10);
    await insertEvent(venues[0] ?? 0, 'Last Year Fair', -30);
  });

  async function context(key: string) {
    const res = await request(t.server).get('/events/userdata/').set('Authorization', `Bearer ${key}`).expect(200);
    return userContextSchema.parse(res.body);
  }

  async function remotes(key?: string): Promise<string[]> {
    const call = request(t.server).get('/events/api/v1/frontend/remotes');
    const res = await (key ? call.set('Authorization', `Bearer ${key}`) : call).expect(200);
    return Object.keys(res.body.remotes as object).sort();
  }

  it('a producer (user:create --role producer) manages a venue with an active subscription and sees its quota', async () => {
    const producer = await signedIn('producer.one@example.org', 'producer');
    const data = await context(producer.key);
    expect(data).toMatchObject({ isProducer: true, hasActiveSubscription: true, isZeditor: false, staffLinks: [] });
    expect(data.producerQuotas).toEqual([
      { poi: { id: venues[0], name: 'Ashintully Gardens' }, quota: { used: 2, allowed: 10, canAdd: true }, isBillingContact: true, portalLink: null },
    ]);
  });

  it('quota: full at the allowance, zero without an active subscription, none for a plan without limit', async () => {
    const producer = await signedIn('producer.two@example.org', 'producer');
    const managed = (await context(producer.key)).producerQuotas[0]?.poi.id;
    await t.db.query(`INSERT INTO plans (code, name, active_events_allowed) VALUES ('closed', 'Closed', 0)`);
    await t.db.query(`UPDATE subscriptions SET plan = 'closed' WHERE user_id = $1`, [producer.id]);
    expect((await context(producer.key)).producerQuotas[0]?.quota).toEqual({ used: 0, allowed: 0, canAdd: false });
    await t.db.query(`UPDATE subscriptions SET status = 'canceled' WHERE user_id = $1`, [producer.id]);
    const lapsed = await context(producer.key);
    expect(lapsed.hasActiveSubscription).toBe(false);
    expect(lapsed.isProducer).toBe(true);
    expect(lapsed.producerQuotas[0]?.quota?.canAdd).toBe(false);
    await t.db.query(`INSERT INTO plans (code, name, active_events_allowed) VALUES ('open', 'Open', NULL)`);
    await t.db.query(`UPDATE subscriptions SET status = 'trialing', plan = 'open', portal_link = 'https://billing.example.org/p' WHERE user_id = $1`, [
      producer.id,
    ]);
    const unlimited = await context(producer.key);
    expect(unlimited.hasActiveSubscription).toBe(true);
    expect(unlimited.producerQuotas).toEqual([
      { poi: { id: managed, name: expect.any(String) }, quota: null, isBillingContact: true, portalLink: 'https://billing.example.org/p' },
    ]);
  });

  it('an editor (is_editor + is_zeditor) and a superuser are not limited by quotas; staff links go to staff only', async () => {
    const editor = await signedIn('editor.one@example.org', 'editor');
    const editorData = await context(editor.key);
    expect(editorData).toMatchObject({ isEditor: true, isZeditor: true, isStaff: false, isSuperuser: false, isProducer: false, staffLinks: [] });
    const admin = await signedIn('admin.one@example.org', 'superuser');
    const adminData = await context(admin.key);
    expect(adminData).toMatchObject({ isSuperuser: true, isStaff: true, staffLinks: STAFF_LINKS });
    await t.db.query(`INSERT INTO venue_managers (user_id, venue_id) VALUES ($1, $2)`, [editor.id, venues[2]]);
    expect((await context(editor.key)).producerQuotas).toEqual([
      { poi: { id: venues[2], name: 'Colonial Theatre' }, quota: null, isBillingContact: false, portalLink: null },
    ]);
  });

  it('lists mfe-producer to every signed-in account, and mfe-editor only to zeditors and superusers', async () => {
    const plain = await signedIn('plain.one@example.org', 'user');
    const producer = await signedIn('producer.three@example.org', 'producer');
    const editor = await signedIn('editor.two@example.org', 'editor');
    const admin = await signedIn('admin.two@example.org', 'superuser');
    expect(await remotes()).toEqual(['mfe-account', 'mfe-discovery']);
    expect(await remotes(plain.key)).toEqual(['mfe-account', 'mfe-discovery', 'mfe-producer']);
    expect(await remotes(producer.key)).toEqual(['mfe-account', 'mfe-discovery', 'mfe-producer']);
    expect(await remotes(editor.key)).toEqual(['mfe-account', 'mfe-discovery', 'mfe-editor', 'mfe-producer']);
    expect(await remotes(admin.key)).toEqual(['mfe-account', 'mfe-discovery', 'mfe-editor', 'mfe-producer']);
    await t.db.query(`UPDATE users SET is_zeditor = false WHERE id = $1`, [editor.id]);
    expect(await remotes(editor.key)).toEqual(['mfe-account', 'mfe-discovery', 'mfe-producer']);
    const vary = await request(t.server).get('/events/api/v1/frontend/remotes');
    expect(vary.headers['vary']).toMatch(/Cookie/);
  });

  it('user:create makes an account of each role, printing a generated password once', async () => {
    const lines: string[] = [];
    const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`ERR ${line}`) };
    expect(await runUserCreate(['--email', 'cli.admin@example.org', '--role', 'superuser', '--first-name', 'Cleo'], t.db, out)).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const login = await request(t.server).post('/events/api/v1/auth/login/').type('form').send({ username: 'cli.admin@example.org', password }).expect(200);
    expect(await context(login.body.key as string)).toMatchObject({ isSuperuser: true, isStaff: true, firstName: 'Cleo' });

    lines.length = 0;
    expect(await runUserCreate(['--email', 'cli.producer@example.org', '--role', 'producer', '--password', 'Given-Password-42'], t.db, out)).toBe(0);
    expect(lines.join('\n')).toMatch(/Manages: .+ \(id \d+\); subscription active\./);
    expect(lines.join('\n')).not.toContain('Given-Password-42');

    lines.length = 0;
    expect(await runUserCreate(['--email', 'cli.admin@example.org'], t.db, out)).toBe(1);
    expect(lines).toEqual(['ERR email: A user is already registered with this e-mail address.']);
    expect(await runUserCreate(['--email', 'x@example.org', '--role', 'king'], t.db, out)).toBe(2);
    expect(await runUserCreate([], t.db, out)).toBe(2);
    expect(await runUserCreate(['--email', 'weak@example.org', '--password', '12345678'], t.db, out)).toBe(1);
  });
});

describe('demo accounts on first start', () => {
  // The whole app: the user context it reads is the account module's, built on this one.
  const t = useTestApp();

  beforeAll(async () => {
    for (const name of ['Demo Venue One', 'Demo Venue Two', 'Demo Venue Three']) {
      await t.db.query(`INSERT INTO venues (slug, name, lat, lon) VALUES ($1, $2, 42.3, -73.2)`, [name.toLowerCase().replace(/\W+/g, '-'), name]);
    }
  });

  it('makes one account per role once (advisory-locked), with working random passwords', async () => {
    const seeder = t.app.get(DemoAccountsSeeder);
    const [made, raced] = await Promise.all([seeder.createDemoAccountsIfNone(), seeder.createDemoAccountsIfNone()]);
    const accounts = made.length > 0 ? made : raced;
    expect(made.length === 0 || raced.length === 0).toBe(true);
    expect(accounts.map((a) => `${a.role} ${a.email}`)).toEqual([
      'user user@example.org',
      'producer producer@example.org',
      'editor editor@example.org',
      'superuser admin@example.org',
    ]);
    expect(await seeder.createDemoAccountsIfNone()).toEqual([]);

    const contexts = new Map<string, ReturnType<typeof userContextSchema.parse>>();
    for (const account of accounts) {
      const login = await request(t.server).post('/events/api/v1/auth/login/').type('form').send({ username: account.email, password: account.password }).expect(200);
      const data = await request(t.server).get('/events/userdata/').set('Authorization', `Bearer ${login.body.key as string}`).expect(200);
      contexts.set(account.role, userContextSchema.parse(data.body));
    }
    expect(contexts.get('user')).toMatchObject({ isProducer: false, isEditor: false, isSuperuser: false });
    expect(contexts.get('producer')).toMatchObject({ isProducer: true, hasActiveSubscription: true });
    expect(contexts.get('producer')?.producerQuotas.map((q) => q.poi.name)).toEqual(['Demo Venue One', 'Demo Venue Two']);
    expect(contexts.get('editor')).toMatchObject({ isEditor: true, isZeditor: true });
    expect(contexts.get('superuser')).toMatchObject({ isSuperuser: true, isStaff: true });
  });
});
