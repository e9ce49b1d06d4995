import { useTestApp } from '../../testing/test-app.js';
import { ProducersModule } from './producers.module.js';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { type AccountRole, type UserRecord } from '../users/users.service.js';
import { ProducersService } from './producers.service.js';
import { RoleAccountsService } from './role-accounts.service.js';

describe('ProducersService: who may manage a venue or an event (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [ProducersModule, ...CATALOGUE_MODULES] });
  let producers: ProducersService;
  let roleAccounts: RoleAccountsService;
  let managed: number;
  let other: number;
  let managedEvent: number;
  let otherEvent: number;

  async function account(email: string, role: AccountRole): Promise<UserRecord> {
    return (await roleAccounts.createWithRole({ email, role, password: 'Tangled-Orchard-91', producerVenues: 1 })).user;
  }

  beforeAll(async () => {
    producers = t.app.get(ProducersService, { strict: false });
    roleAccounts = t.app.get(RoleAccountsService, { strict: false });
    managed = await insertVenueFixture(t.app, { name: 'Clark Art Institute' });
    other = await insertVenueFixture(t.app, { name: 'Norman Rockwell Museum' });
    managedEvent = await insertEventFixture(t.app, { venue_id: managed, name: 'Print Room Talk' });
    otherEvent = await insertEventFixture(t.app, { venue_id: other, name: 'Illustration Walk' });
  });

  it('a producer manages the venues they are a manager of and those venues’ events, nothing else', async () => {
    const producer = await account('manager.one@example.org', 'producer');
    expect(producer.isProducer).toBe(true);
    expect(await producers.canManageVenue(producer, managed)).toBe(true);
    expect(await producers.canManageEvent(producer, managedEvent)).toBe(true);
    expect(await producers.canManageVenue(producer, other)).toBe(false);
    expect(await producers.canManageEvent(producer, otherEvent)).toBe(false);
    expect(await producers.canManageVenue(producer, 999_999)).toBe(false);
    expect(await producers.canManageEvent(producer, 999_999)).toBe(false);

    // Losing the venue (a claim revoked) takes the right away at once.
    await t.db.query('DELETE FROM venue_managers WHERE user_id = $1', [producer.id]);
    expect(await producers.canManageVenue(producer, managed)).toBe(false);
    expect(await producers.canManageEvent(producer, managedEvent)).toBe(false);
  });

  it('zeditors and superusers manage every venue and event; an editor without the zeditor flag and a plain user none', async () => {
    const editor = await account('catalogue.editor@example.org', 'editor');
    const admin = await account('catalogue.admin@example.org', 'superuser');
    for (const user of [editor, admin]) {
      expect(await producers.canManageVenue(user, other)).toBe(true);
      expect(await producers.canManageEvent(user, otherEvent)).toBe(true);
    }
    const plainEditor = { ...editor, isZeditor: false };
    expect(await producers.canManageVenue(plainEditor, other)).toBe(false);
    expect(await producers.canManageEvent(plainEditor, otherEvent)).toBe(false);

    const plain = await account('not.a.producer@example.org', 'user');
    expect(await producers.canManageVenue(plain, managed)).toBe(false);
    expect(await producers.canManageEvent(plain, managedEvent)).toBe(false);
  });

  it('answers inside a caller’s transaction, seeing its uncommitted venue managers', async () => {
    const plain = await account('in.transaction@example.org', 'user');
    await t.db.transaction(async (manager) => {
      await manager.query('INSERT INTO venue_managers (user_id, venue_id) VALUES ($1, $2)', [plain.id, other]);
      const executor = { query: <R>(text: string, values?: readonly unknown[]) => manager.query(text, values ? [...values] : undefined) as Promise<R> };
      expect(await producers.canManageVenue(plain, other, executor)).toBe(true);
      expect(await producers.canManageEvent(plain, otherEvent, executor)).toBe(true);
      await manager.query('DELETE FROM venue_managers WHERE user_id = $1', [plain.id]);
    });
  });
});
