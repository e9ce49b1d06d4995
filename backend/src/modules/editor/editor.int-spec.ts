import request from 'supertest';
import { claimsEndpoints } from '@events/contracts/claims';
import { editorEndpoints as api, MERGE_MESSAGES, type QueueList } from '@events/contracts/editor';
import { fillPath } from '@events/contracts/endpoint';
import { VALIDATION } from '@events/contracts/messages';
import { venueFormsEndpoints } from '@events/contracts/venue-forms';
import { registerTestAccount, type TestAccount } from '../../testing/test-accounts.js';
import { outboxRawMails } from '../../testing/mail-outbox.js';
import { useTestApp } from '../../testing/test-app.js';
import { insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { EditorNotifier } from './editor-notifier.js';

const VENUE = {
  name: 'Lenox Town Hall',
  street: '6 Walker Street',
  city: 'Lenox',
  state: 'MA',
  postal_code: '01240',
  lat: 42.3565,
  lon: -73.2848,
  time_zone: 'America/New_York',
  open_times: [],
};

describe('editor desk: venue moderation queue, decisions, profile and new-item mails (real PostgreSQL)', () => {
  // The whole app: the claims it mails editors about are the claims module's, built on this one.
  const t = useTestApp();
  let user: TestAccount;
  let producer: TestAccount;
  let editor: TestAccount;

  /** The mails written to the outbox so far, as raw .eml text. */
  const outbox = (): Promise<string[]> => outboxRawMails(t.outboxDir);

  beforeAll(async () => {
    const managed = await insertVenueFixture(t.app, { name: 'Producer Base' });
    user = await registerTestAccount(t, 'desk-user@example.com');
    producer = await registerTestAccount(t, 'desk-producer@example.com', { manages: [managed] });
    editor = await registerTestAccount(t, 'desk-editor@example.com', { roles: ['zeditor'] });
  });

  const submit = async (body: object, path: string = venueFormsEndpoints.add.path) =>
    (await request(t.server).post(path).set(user.auth).send(body).expect(201)).body as { id: number };
  const queue = async (query = '') => (await request(t.server).get(`${api.queue.path}${query}`).set(editor.auth).expect(200)).body as QueueList;
  const act = (who: TestAccount, endpoint: 'publish' | 'merge' | 'reject', id: number, body?: object) =>
    request(t.server).post(fillPath(api[endpoint].path, { id })).set(who.auth).send(body ?? {});
  const venueRow = async (id: number) => (await t.db.query<{ published: boolean; recertify: boolean }[]>('SELECT published, recertify FROM venues WHERE id = $1', [id]))[0];
  const actions = async (venueId: number) => t.db.query<{ action: string; actor_id: number }[]>('SELECT action, actor_id FROM staff_actions WHERE venue_id = $1 ORDER BY id', [venueId]);

  it('refuses producers and signed-in users (403) on every desk call', async () => {
    for (const who of [user, producer]) {
      await request(t.server).get(api.queue.path).set(who.auth).expect(403);
      await request(t.server).get(api.profile.path).set(who.auth).expect(403);
      await request(t.server).put(api.saveProfile.path).set(who.auth).send({}).expect(403);
      await act(who, 'publish', 1).expect(403);
      await act(who, 'merge', 1, { into: 2 }).expect(403);
      await act(who, 'reject', 1, { notes: 'no' }).expect(403);
    }
  });

  it("lists a signed-in user's submission and a suggestion with who sent them, likely duplicates and the fields that differ", async () => {
    const existing = await insertVenueFixture(t.app, { name: 'Lenox Town Hall', street: '6 Walker St', city: 'Lenox', lat: 42.3566, lon: -73.2849 });
    await insertVenueFixture(t.app, { name: 'Lenox Town Hall', city: 'Lenox', lat: 42.37, lon: -73.2848 }); // 1.5 km away: not a duplicate
    const submitted = await submit(VENUE);
    const suggested = await submit({ ...VENUE, name: 'Shakespeare & Company', lat: 42.339, lon: -73.28 }, venueFormsEndpoints.suggest.path);

    const all = await queue();
    const item = all.results.find((r) => r.id === submitted.id);
    expect(item).toMatchObject({
      kind: 'submission',
      name: 'Lenox Town Hall',
      city: 'Lenox',
      published: false,
      submittedBy: { id: user.id, email: 'desk-user@example.com' },
      duplicates: [{ id: existing, name: 'Lenox Town Hall', published: true, lat: 42.3566, lon: -73.2849, differences: [{ field: 'street', submitted: '6 Walker Street', existing: '6 Walker St' }, { field: 'postal_code', submitted: '01240', existing: '' }] }],
    });
    expect(item?.duplicates[0]?.distanceMetres).toBeLessThanOrEqual(200);
    expect(all.results.find((r) => r.id === suggested.id)).toMatchObject({ kind: 'suggestion', duplicates: [] });

    expect((await queue('?kind=suggestion')).results.map((r) => r.id)).toEqual([suggested.id]);
    expect((await queue('?town=LENOX&kind=submission')).results.map((r) => r.id)).toEqual([submitted.id]);
    expect((await queue('?town=Pittsfield')).results).toEqual([]);
    const oldest = (await queue()).results.map((r) => r.id);
    expect((await queue('?ordering=-created')).results.map((r) => r.id)).toEqual([...oldest].reverse());
    const paged = await request(t.server).get(`${api.queue.path}?page_size=1&page=2`).set(editor.auth).expect(200);
    expect(paged.headers['x-total-count']).toBe(String(oldest.length));
    expect((paged.body as QueueList).results.map((r) => r.id)).toEqual([oldest[1]]);
    const pastTheLast = await request(t.server).get(`${api.queue.path}?page_size=1&page=${oldest.length + 5}`).set(editor.auth).expect(200);
    expect(pastTheLast.headers['x-total-count']).toBe(String(oldest.length));
    expect(pastTheLast.body).toMatchObject({ results: [], pagination: { totalItems: oldest.length, totalPages: oldest.length } });
    expect((await request(t.server).get(`${api.queue.path}?kind=closed`).set(editor.auth).expect(400)).body).toEqual({
      kind: ['Select a valid choice. closed is not one of the available choices.'],
    });
  });

  it('merges a duplicate: events and bookmarks move, the duplicate is removed, the submitter is mailed, the action recorded', async () => {
    const kept = await submit({ ...VENUE, name: 'The Mount' });
    const duplicate = await submit({ ...VENUE, name: 'The Mount (Edith Wharton)' });
    const event = await insertEventFixture(t.app, { venue_id: duplicate.id, name: 'Garden tour' });
    await t.db.query('INSERT INTO saved_pois (user_id, venue_id) VALUES ($1, $2)', [producer.id, duplicate.id]);

    expect((await act(editor, 'merge', duplicate.id, { into: duplicate.id }).expect(400)).body).toEqual({ into: [MERGE_MESSAGES.self] });
    expect((await act(editor, 'merge', duplicate.id, { into: 999999 }).expect(400)).body).toEqual({ into: [MERGE_MESSAGES.missing] });
    expect((await act(editor, 'merge', duplicate.id, {}).expect(400)).body).toEqual({ into: [VALIDATION.required] });
    await act(editor, 'merge', 999999, { into: kept.id }).expect(404);

    const before = (await outbox()).length;
    expect((await act(editor, 'merge', duplicate.id, { into: String(kept.id) }).expect(200)).body).toEqual({ id: duplicate.id, action: 'venue_merge' });
    expect(await venueRow(duplicate.id)).toBeUndefined();
    expect(await t.db.query('SELECT venue_id FROM events WHERE id = $1', [event])).toEqual([{ venue_id: kept.id }]);
    expect(await t.db.query('SELECT venue_id FROM saved_pois WHERE user_id = $1', [producer.id])).toEqual([{ venue_id: kept.id }]);
    expect(await actions(kept.id)).toEqual([{ action: 'venue_merge', actor_id: editor.id }]);
    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: desk-user@example.com');
    // Quoted-printable soft line breaks unfolded.
    expect(mails[0]?.replace(/=\r?\n/g, '')).toContain('already in our listings as "The Mount"');

    // Merging into a venue removed by an earlier merge is refused as bad input.
    const third = await submit({ ...VENUE, name: 'The Mount again' });
    expect((await act(editor, 'merge', third.id, { into: duplicate.id }).expect(400)).body).toEqual({ into: [MERGE_MESSAGES.missing] });
  });

  it('publishes a submission (it leaves the queue and is listed) and clears a recertify flag', async () => {
    const venue = await submit({ ...VENUE, name: 'Ventfort Hall' });
    expect((await act(editor, 'publish', venue.id).expect(200)).body).toEqual({ id: venue.id, action: 'venue_publish' });
    expect(await venueRow(venue.id)).toEqual({ published: true, recertify: false });
    expect((await queue()).results.map((r) => r.id)).not.toContain(venue.id);
    await act(editor, 'publish', venue.id).expect(404);

    const flagged = await insertVenueFixture(t.app, { name: 'Old Mill', recertify: true });
    expect((await queue('?kind=recertify')).results.map((r) => r.id)).toContain(flagged);
    await act(editor, 'publish', flagged).expect(200);
    expect(await venueRow(flagged)).toEqual({ published: true, recertify: false });
    expect((await actions(venue.id)).map((a) => a.action)).toEqual(['venue_publish']);
  });

  it('rejects with a note mailed to the submitter; the note is required', async () => {
    const venue = await submit({ ...VENUE, name: 'Not A Venue' });
    expect((await act(editor, 'reject', venue.id, {}).expect(400)).body).toEqual({ notes: [VALIDATION.required] });
    expect((await act(editor, 'reject', venue.id, { notes: 'x'.repeat(501) }).expect(400)).body).toEqual({ notes: [VALIDATION.maxLength(500)] });
    const before = (await outbox()).length;
    await act(editor, 'reject', venue.id, { notes: 'This is a private home, not a public venue.' }).expect(200);
    expect(await venueRow(venue.id)).toBeUndefined();
    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('This is a private home, not a public venue.');
    expect((await actions(venue.id)).map((a) => a.action)).toEqual(['venue_reject']);
  });

  it('keeps the editor profile and lists their recent actions; bad input is a field map', async () => {
    const empty = (await request(t.server).get(api.profile.path).set(editor.auth).expect(200)).body;
    expect(empty).toMatchObject({ displayName: '', towns: [], notifyNew: false });
    expect(empty.recentActions.length).toBeGreaterThan(0);
    const saved = await request(t.server).put(api.saveProfile.path).set(editor.auth).send({ display_name: ' Edie ', towns: ['Stockbridge', 'stockbridge', 'Lee'], notify_new: true }).expect(200);
    expect(saved.body).toMatchObject({ displayName: 'Edie', towns: ['Stockbridge', 'Lee'], notifyNew: true });
    const bad = await request(t.server).put(api.saveProfile.path).set(editor.auth).send({ display_name: 'x'.repeat(129), towns: 'Lee', notify_new: 'sometimes' }).expect(400);
    expect(Object.keys(bad.body).sort()).toEqual(['display_name', 'notify_new', 'towns']);
  });

  it('mails an editor who asked for it about a new submission or claim in their towns, and no one else', async () => {
    const other = await registerTestAccount(t, 'desk-other-editor@example.com', { roles: ['zeditor'] });
    await request(t.server).put(api.saveProfile.path).set(other.auth).send({ towns: ['Pittsfield'], notify_new: true }).expect(200);
    await request(t.server).put(api.saveProfile.path).set(editor.auth).send({ towns: ['Stockbridge'], notify_new: true }).expect(200);

    const before = (await outbox()).length;
    await submit({ ...VENUE, name: 'Norman Rockwell Museum', city: 'stockbridge', lat: 42.2826, lon: -73.3384 });
    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: desk-editor@example.com');
    expect(mails[0]).toContain('New venue submission in stockbridge: Norman Rockwell Museum');

    // A claim the automatic check leaves for an editor mails the editors covering the venue's town.
    const pittsfield = await insertVenueFixture(t.app, { name: 'Colonial Theatre', city: 'Pittsfield' });
    await request(t.server).post(claimsEndpoints.claim.path).set(producer.auth).send({ id: pittsfield }).expect(201);
    const claimMails = (await outbox()).slice(before + 1).filter((mail) => mail.includes('New claim in'));
    expect(claimMails).toHaveLength(1);
    expect(claimMails[0]).toContain('To: desk-other-editor@example.com');
    expect(claimMails[0]).toContain('New claim in Pittsfield: Colonial Theatre');
    expect(await t.app.get(EditorNotifier).newClaim(999999)).toBe(0);
  });
});
