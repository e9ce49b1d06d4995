import { authEndpoints, userContextSchema } from '@events/contracts/auth';
import { fillPath } from '@events/contracts/endpoint';
import { USER_ADMIN_MESSAGES, userAdminEndpoints, userAdminListSchema, userAdminRowSchema } from '@events/contracts/user-admin';
import request from 'supertest';
import { outboxMailsTo } from '../../testing/mail-outbox.js';
import { logInTestAccount, registerSuperuserAccount, registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AccountModule } from '../account/account.module.js';
import { UserAdminModule } from './user-admin.module.js';

const LIST = userAdminEndpoints.list.path;
const itemPath = (id: number) => fillPath(userAdminEndpoints.update.path, { id });
const resetPath = (id: number) => fillPath(userAdminEndpoints.sendResetLink.path, { id });

/** Users from the browser (issue 27): a superuser searches accounts, sets roles and active state, sends reset links. */
describe('user administration (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [UserAdminModule, AccountModule], config: { auth: { rateLimit: 1_000_000 } } });
  let admin: TestAccount;
  let ann: TestAccount;
  let bob: TestAccount;

  const staffActions = async (action: string) =>
    t.db.query<{ actor_id: number; detail: Record<string, unknown> }[]>('SELECT actor_id, detail FROM staff_actions WHERE action = $1 ORDER BY id', [action]);

  beforeAll(async () => {
    admin = await registerSuperuserAccount(t, 'ada.admin@example.org');
    ann = await registerTestAccount(t, 'ann.river@example.org');
    bob = await registerTestAccount(t, 'bob_100@example.org');
    await t.db.query(`UPDATE users SET first_name = 'Ann', last_name = 'Rivers' WHERE id = $1`, [ann.id]);
  });

  it('is for superusers only', async () => {
    await request(t.server).get(LIST).expect(403);
    await request(t.server).get(LIST).set(ann.auth).expect(403);
    await request(t.server).patch(itemPath(bob.id)).set(ann.auth).send({ role: 'editor' }).expect(403);
    await request(t.server).post(resetPath(bob.id)).set(ann.auth).expect(403);
  });

  it('searches e-mail, username and full name, newest first, taking % and _ literally', async () => {
    const search = async (q: string) =>
      userAdminListSchema.parse((await request(t.server).get(LIST).query({ q }).set(admin.auth).expect(200)).body).results.map((r) => r.email);
    expect(await search('')).toEqual(['bob_100@example.org', 'ann.river@example.org', 'ada.admin@example.org']);
    expect(await search('ann rivers')).toEqual(['ann.river@example.org']);
    expect(await search('RIVER')).toEqual(['ann.river@example.org']);
    expect(await search('%')).toEqual([]);
    expect(await search('b_1')).toEqual(['bob_100@example.org']);
    expect(await search('n_r')).toEqual([]);
    const [first] = userAdminListSchema.parse((await request(t.server).get(LIST).query({ q: 'ada' }).set(admin.auth).expect(200)).body).results;
    expect(first).toMatchObject({ role: 'superuser', isActive: true, isProducer: false, firstName: '' });
    await request(t.server).get(LIST).query({ q: 'x'.repeat(255) }).set(admin.auth).expect(400);
  });

  it('makes an account an editor, at once and on the record, and back', async () => {
    const res = await request(t.server).patch(itemPath(ann.id)).set(admin.auth).send({ role: 'editor' }).expect(200);
    expect(userAdminRowSchema.parse(res.body)).toMatchObject({ id: ann.id, role: 'editor' });
    const context = userContextSchema.parse((await request(t.server).get(authEndpoints.userData.path).set(ann.auth).expect(200)).body);
    expect(context).toMatchObject({ isEditor: true, isZeditor: true, isSuperuser: false });
    expect(await staffActions('user_role')).toEqual([{ actor_id: admin.id, detail: { userId: ann.id, email: 'ann.river@example.org', from: 'user', to: 'editor' } }]);

    // The same role again changes nothing and records nothing.
    await request(t.server).patch(itemPath(ann.id)).set(admin.auth).send({ role: 'editor' }).expect(200);
    expect(await staffActions('user_role')).toHaveLength(1);
    await request(t.server).patch(itemPath(ann.id)).set(admin.auth).send({ role: 'user' }).expect(200);
    expect(userContextSchema.parse((await request(t.server).get(authEndpoints.userData.path).set(ann.auth).expect(200)).body).isZeditor).toBe(false);
  });

  it('deactivates an account, whose session stops at once, and reactivates it', async () => {
    await request(t.server).patch(itemPath(bob.id)).set(admin.auth).send({ is_active: false }).expect(200);
    const stopped = await request(t.server).get(authEndpoints.userData.path).set(bob.auth);
    expect([401, 403]).toContain(stopped.status);
    await request(t.server).post(authEndpoints.login.path).type('form').send({ username: 'bob_100@example.org', password: 'Tangled-Orchard-91' }).expect(400);
    // No reset link for a deactivated account.
    const refused = await request(t.server).post(resetPath(bob.id)).set(admin.auth).expect(400);
    expect(refused.body.nonFieldErrors).toEqual([USER_ADMIN_MESSAGES.inactiveNoReset]);

    await request(t.server).patch(itemPath(bob.id)).set(admin.auth).send({ is_active: true }).expect(200);
    await logInTestAccount(t, 'bob_100@example.org');
    expect((await staffActions('user_deactivate')).map((a) => a.detail['userId'])).toEqual([bob.id]);
    expect((await staffActions('user_activate')).map((a) => a.detail['userId'])).toEqual([bob.id]);
  });

  it('mails a password reset link and records it', async () => {
    await request(t.server).post(resetPath(ann.id)).set(admin.auth).expect(204);
    const mails = await outboxMailsTo(t.outboxDir, 'ann.river@example.org');
    expect(mails.some((mail) => mail.includes('password reset'))).toBe(true);
    expect(await staffActions('user_reset_link')).toEqual([{ actor_id: admin.id, detail: { userId: ann.id, email: 'ann.river@example.org' } }]);
  });

  it('refuses a change of one’s own account, an empty change, an unknown role and an unknown account', async () => {
    const own = await request(t.server).patch(itemPath(admin.id)).set(admin.auth).send({ role: 'user' }).expect(400);
    expect(own.body.nonFieldErrors).toEqual([USER_ADMIN_MESSAGES.notYourself]);
    const empty = await request(t.server).patch(itemPath(ann.id)).set(admin.auth).send({}).expect(400);
    expect(empty.body.nonFieldErrors).toEqual([USER_ADMIN_MESSAGES.noChange]);
    const unknownRole = await request(t.server).patch(itemPath(ann.id)).set(admin.auth).send({ role: 'king' }).expect(400);
    expect(unknownRole.body.role).toEqual(['Select a valid choice. king is not one of the available choices.']);
    await request(t.server).patch(itemPath(999_999)).set(admin.auth).send({ role: 'editor' }).expect(404);
    await request(t.server).post(resetPath(999_999)).set(admin.auth).expect(404);
  });
});
