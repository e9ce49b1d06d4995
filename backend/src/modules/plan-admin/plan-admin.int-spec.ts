import { quotasEndpoints } from '@events/contracts/quotas';
import { fillPath } from '@events/contracts/endpoint';
import { PLAN_ADMIN_MESSAGES, planAdminEndpoints, planAssignedSchema, planListSchema } from '@events/contracts/plan-admin';
import request from 'supertest';
import { registerSuperuserAccount, registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { ProducersModule } from '../producers/producers.module.js';
import { PlanAdminModule } from './plan-admin.module.js';
import { insertVenueFixture } from '../../testing/catalogue-fixtures.js';

const putPath = (code: string) => fillPath(planAdminEndpoints.put.path, { code });
const ASSIGN = planAdminEndpoints.assign.path;

/** Plans from the browser (issue 27): plan:set and plan:assign as a superuser's calls, each a staff action. */
describe('plan administration (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [PlanAdminModule, AuthModule, ProducersModule] });
  let admin: TestAccount;
  let pat: TestAccount;
  let venue = 0;

  beforeAll(async () => {
    admin = await registerSuperuserAccount(t, 'ada.plans@example.org');
    venue = await insertVenueFixture(t.app, { name: 'Mill Stage' });
    pat = await registerTestAccount(t, 'pat.plans@example.org', { manages: [venue], billingContact: true });
  });

  it('is for superusers only', async () => {
    await request(t.server).get(planAdminEndpoints.list.path).expect(403);
    await request(t.server).get(planAdminEndpoints.list.path).set(pat.auth).expect(403);
    await request(t.server).put(putPath('gold')).set(pat.auth).send({ name: 'Gold', active_events_allowed: 50 }).expect(403);
    await request(t.server).post(ASSIGN).set(pat.auth).send({ email: 'pat.plans@example.org', plan: 'gold' }).expect(403);
  });

  it('creates a plan, changes it, lists plans by allowance, and records each change', async () => {
    await request(t.server).put(putPath('gold')).set(admin.auth).send({ name: 'Gold', active_events_allowed: 50 }).expect(200);
    await request(t.server).put(putPath('open')).set(admin.auth).send({ name: 'Open', active_events_allowed: null }).expect(200);
    const changed = await request(t.server).put(putPath('gold')).set(admin.auth).send({ name: 'Gold Plus', active_events_allowed: 60 }).expect(200);
    expect(changed.body).toEqual({ code: 'gold', name: 'Gold Plus', activeEventsAllowed: 60, purchasable: false });
    const list = planListSchema.parse((await request(t.server).get(planAdminEndpoints.list.path).set(admin.auth).expect(200)).body);
    expect(list.results.map((p) => [p.code, p.activeEventsAllowed])).toEqual([
      ['gold', 60],
      ['open', null],
    ]);
    const actions = await t.db.query<{ detail: Record<string, unknown> }[]>(`SELECT detail FROM staff_actions WHERE action = 'plan_set' ORDER BY id`);
    expect(actions.map((a) => [a.detail['code'], a.detail['created']])).toEqual([
      ['gold', true],
      ['open', true],
      ['gold', false],
    ]);
  });

  it("puts an account's venues on a plan, which sets their quota", async () => {
    const res = await request(t.server).post(ASSIGN).set(admin.auth).send({ email: 'PAT.plans@example.org', plan: 'gold' }).expect(200);
    expect(planAssignedSchema.parse(res.body)).toEqual({ email: 'pat.plans@example.org', plan: 'gold', status: 'active', venues: [{ id: venue, name: 'Mill Stage' }] });
    const quotas = (await request(t.server).get(quotasEndpoints.list.path).set(pat.auth).expect(200)).body as { quota: { allowed: number } | null }[];
    expect(quotas.map((q) => q.quota?.allowed)).toEqual([60]);
    const [action] = await t.db.query<{ detail: Record<string, unknown> }[]>(`SELECT detail FROM staff_actions WHERE action = 'plan_assign'`);
    expect(action?.detail).toEqual({ userId: pat.id, email: 'pat.plans@example.org', plan: 'gold', status: 'active' });
  });

  it('refuses bad codes, names, allowances, unknown accounts and plans, field by field', async () => {
    const badCode = await request(t.server).put(putPath('Gold!')).set(admin.auth).send({ name: 'Gold', active_events_allowed: 5 }).expect(400);
    expect(badCode.body.code).toEqual([PLAN_ADMIN_MESSAGES.code]);
    const badBody = await request(t.server).put(putPath('silver')).set(admin.auth).send({ name: '', active_events_allowed: -1 }).expect(400);
    expect(Object.keys(badBody.body).sort()).toEqual(['active_events_allowed', 'name']);
    const unknown = await request(t.server).post(ASSIGN).set(admin.auth).send({ email: 'nobody@example.org', plan: 'platinum' }).expect(400);
    expect(unknown.body).toEqual({ email: [PLAN_ADMIN_MESSAGES.unknownAccount], plan: [PLAN_ADMIN_MESSAGES.unknownPlan] });
    const badStatus = await request(t.server).post(ASSIGN).set(admin.auth).send({ email: 'pat.plans@example.org', plan: 'gold', status: 'paused' }).expect(400);
    expect(badStatus.body.status).toEqual(['Select a valid choice. paused is not one of the available choices.']);
  });
});
