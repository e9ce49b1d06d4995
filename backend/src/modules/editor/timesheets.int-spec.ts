import request from 'supertest';
import { fillPath } from '@events/contracts/endpoint';
import { VALIDATION } from '@events/contracts/messages';
import { TIMESHEET_MESSAGES, timesheetsEndpoints as api, type TimesheetWeek } from '@events/contracts/timesheets';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { useTestApp } from '../../testing/test-app.js';
import { AuthModule } from '../auth/auth.module.js';
import { EditorModule } from './editor.module.js';
import { mondayOf } from './timesheet-rules.js';

const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';

describe('editor timesheets: periods, rules, approval and CSV (real PostgreSQL)', () => {
  const t = useTestApp({ modules: [EditorModule, AuthModule] });
  let editor: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  let producer: TestAccount;

  beforeAll(async () => {
    editor = await registerTestAccount(t, 'sheet-editor@example.com', { roles: ['zeditor'] });
    other = await registerTestAccount(t, 'sheet-other@example.com', { roles: ['zeditor'] });
    admin = await registerTestAccount(t, 'sheet-admin@example.com', { roles: ['superuser'] });
    producer = await registerTestAccount(t, 'sheet-producer@example.com');
  });

  const add = (who: TestAccount, body: object) => request(t.server).post(api.add.path).set(who.auth).send(body);
  const week = async (who: TestAccount, query = `?week=${TUESDAY}`) => (await request(t.server).get(`${api.week.path}${query}`).set(who.auth).expect(200)).body as TimesheetWeek;

  it('refuses producers and users (403); approval and CSV are for superusers only', async () => {
    await request(t.server).get(api.week.path).set(producer.auth).expect(403);
    await add(producer, { work_date: MONDAY, hours: 1 }).expect(403);
    await request(t.server).post(api.approve.path).set(editor.auth).send({ user_id: editor.id, week: MONDAY }).expect(403);
    await request(t.server).get(api.csv.path).set(editor.auth).expect(403);
  });

  it("records periods by times or hours and totals the editor's week", async () => {
    const timed = await add(editor, { work_date: MONDAY, time_start: '09:00', time_end: '12:30', note: 'Queue' }).expect(201);
    expect(timed.body).toMatchObject({ workDate: MONDAY, timeStart: '09:00', timeEnd: '12:30', hours: 3.5, note: 'Queue', approved: false });
    await add(editor, { work_date: TUESDAY, hours: '2.25', note: 'Calls' }).expect(201);
    await add(other, { work_date: TUESDAY, hours: 4 }).expect(201);
    const mine = await week(editor);
    expect(mine).toMatchObject({ weekStart: MONDAY, weekEnd: '2026-11-22', totalHours: 5.75 });
    expect(mine.entries.map((e) => e.userId)).toEqual([editor.id, editor.id]);
    // An editor's user_id filter cannot widen the view.
    expect((await week(editor, `?week=${TUESDAY}&user_id=${other.id}`)).entries.every((e) => e.userId === editor.id)).toBe(true);
  });

  it('refuses overlapping or negative periods, end before start and more than 24 hours a day with field maps', async () => {
    expect((await add(editor, { work_date: MONDAY, time_start: '12:00', time_end: '13:00' }).expect(400)).body).toEqual({ time_start: [TIMESHEET_MESSAGES.overlap] });
    expect((await add(editor, { work_date: MONDAY, time_start: '15:00', time_end: '14:00' }).expect(400)).body).toEqual({ time_end: [TIMESHEET_MESSAGES.endBeforeStart] });
    expect((await add(editor, { work_date: MONDAY, hours: -2 }).expect(400)).body).toEqual({ hours: ['Ensure this value is greater than 0.'] });
    expect((await add(editor, { work_date: MONDAY, hours: 21 }).expect(400)).body).toEqual({ hours: [TIMESHEET_MESSAGES.dayOver24] });
    expect((await add(editor, { work_date: MONDAY }).expect(400)).body).toEqual({ hours: [TIMESHEET_MESSAGES.timesOrHours] });
    expect((await add(editor, { work_date: '', time_start: '9' }).expect(400)).body).toEqual({ work_date: [VALIDATION.required], time_start: [VALIDATION.time], time_end: [VALIDATION.required] });
    // Touching the end of another period is not an overlap.
    await add(editor, { work_date: MONDAY, time_start: '12:30', time_end: '13:00' }).expect(201);
  });

  it("answers 404 for another editor's period; a superuser approves a week, which freezes it, and downloads the CSV", async () => {
    const others = (await week(other)).entries[0];
    await request(t.server).delete(fillPath(api.remove.path, { id: others?.id ?? 0 })).set(editor.auth).expect(404);

    const all = await week(admin);
    expect(new Set(all.entries.map((e) => e.userId))).toEqual(new Set([editor.id, other.id]));
    const approved = await request(t.server).post(api.approve.path).set(admin.auth).send({ user_id: editor.id, week: TUESDAY }).expect(200);
    expect((approved.body as TimesheetWeek).editors).toEqual([expect.objectContaining({ userId: editor.id, approved: true, totalHours: 6.25 })]);
    const frozen = (await week(editor)).entries[0];
    await request(t.server).delete(fillPath(api.remove.path, { id: frozen?.id ?? 0 })).set(editor.auth).expect(409);

    const csv = await request(t.server).get(`${api.csv.path}?week=${MONDAY}`).set(admin.auth).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="timesheets-${MONDAY}.csv"`);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Editor,Date,Start,End,Hours,Note,Approved');
    expect(lines).toContain(`sheet-editor@example.com,${MONDAY},09:00,12:30,3.50,Queue,yes`);
    expect(lines).toHaveLength(1 + 4);
  });

  it("opens on the week of the region's today by the product's clock, Monday to Sunday", async () => {
    const today = localDateOf(t.clock.now(), 'America/New_York');
    const monday = mondayOf(today);
    await add(other, { work_date: today, hours: 1, note: 'Today' }).expect(201);
    const current = await week(other, '');
    expect(current).toMatchObject({ weekStart: monday, weekEnd: addDaysToLocalDate(monday, 6) });
    expect(current.entries.map((e) => e.workDate)).toContain(today);
    expect(today >= current.weekStart && today <= current.weekEnd).toBe(true);
  });
});
