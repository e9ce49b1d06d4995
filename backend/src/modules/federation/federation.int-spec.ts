import { randomUUID, type webcrypto } from 'node:crypto';
import { Logger } from '@nestjs/common';
import getPort from 'get-port';
import { signRequest, verifyRequest } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { federationEndpoints, venueFediverseSchema } from '@events/contracts/federation';
import { pathOf } from '@events/contracts/endpoint';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { startMastodonFixture, type MastodonFixture } from '../../testing/fediverse/mastodon-fixture-server.js';
import { useTestApp } from '../../testing/test-app.js';
import { DataSource } from 'typeorm';
import { DomainBlocksService } from './domain-blocks.service.js';
import { EventDeliveriesScheduler } from './event-deliveries.scheduler.js';
import { FederationModule } from './federation.module.js';
import { FederationService } from './federation.service.js';

const ACTIVITY_JSON = 'application/activity+json';

describe('venues on the fediverse (real PostgreSQL, a Mastodon-shaped fixture on loopback)', () => {
  let origin: string;
  let port: number;
  // Activities sent outside a request (the deliveries) name the instance by PUBLIC_URL, so it is the address it
  // listens on, chosen before the app starts (this hook runs before the app's).
  beforeAll(async () => {
    port = await getPort({ host: '127.0.0.1' });
    origin = `http://127.0.0.1:${port}`;
  });
  const t = useTestApp({
    modules: [FederationModule, ...CATALOGUE_MODULES],
    config: () => ({ publicUrl: origin, federation: { allowPrivateAddress: true, maxBodyBytes: 4096, inboxPerMinute: 300 } }),
  });
  let mastodon: MastodonFixture;
  let venueId: number;
  let venueSlug: string;
  let eventId: number;
  let eventSlug: string;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    await t.app.listen(port, '127.0.0.1');
    mastodon = await startMastodonFixture();
    // This instance delivers, as one with SCHEDULED_JOBS does; its scheduled jobs stay off (the test runs them).
    working = t.app.get(FederationService).federation.startQueue(undefined, { signal: stopQueue.signal });
    venueSlug = `bear-brewing-company-${randomUUID().slice(0, 8)}`;
    venueId = await insertVenueFixture(t.app, { name: 'Bear Brewing Company', slug: venueSlug, street: '1 North St', description: '<p>Beer and jazz.</p>' });
    eventSlug = 'jazz-night-federated';
    const today = t.clock.now().toISOString().slice(0, 10);
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const inAWeek = new Date(Date.UTC(year, month - 1, day + 7)).toISOString().slice(0, 10);
    eventId = await insertEventFixture(t.app, {
      venue_id: venueId,
      name: 'Jazz Night',
      slug: eventSlug,
      series: [{ frequency: 'once', dtstart: inAWeek, timeStart: '19:00', timeEnd: '21:00' }],
    });
  });

  const stopQueue = new AbortController();
  /** This instance working the delivery queue; settles once it has stopped. */
  let working: Promise<void> | undefined;

  afterAll(async () => {
    stopQueue.abort();
    await mastodon?.close();
  });

  const get = (path: string, accept = ACTIVITY_JSON) => fetch(`${origin}${path}`, { headers: { accept } });
  const followers = async () => venueFediverseSchema.parse(await (await get(pathOf(federationEndpoints.venueFediverse, { id: venueId }), 'application/json')).json()).followers;

  /** An activity from alice, signed as Mastodon signs (draft-cavage, with a Digest), posted to `inbox` (of `to`). */
  async function postActivity(
    inbox: string,
    activity: object,
    options: { key?: webcrypto.CryptoKey; keyId?: string; at?: Temporal.Instant; to?: string } = {},
  ): Promise<Response> {
    const signed = await signRequest(
      new Request(`${options.to ?? origin}${inbox}`, { method: 'POST', headers: { 'content-type': ACTIVITY_JSON }, body: JSON.stringify(activity) }),
      options.key ?? mastodon.privateKey,
      new URL(options.keyId ?? mastodon.keyId),
      { spec: 'draft-cavage-http-signatures-12', ...(options.at === undefined ? {} : { currentTime: options.at as never }) },
    );
    return fetch(signed);
  }

  const undoOf = (follow: { id: string }) => ({ '@context': 'https://www.w3.org/ns/activitystreams', id: `${follow.id}/undo`, type: 'Undo', actor: mastodon.actorId, object: follow });
  const followOf = (n: string) => ({
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: `${mastodon.actorId}#follows/${n}`,
    type: 'Follow',
    actor: mastodon.actorId,
    object: `${origin}/ap/venues/${venueId}`,
  });

  it('answers WebFinger for the handle and the page address, and serves the venue as an Organization with its key', async () => {
    const host = new URL(origin).host;
    const finger = await get(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:${venueSlug}@${host}`)}`, 'application/jrd+json');
    expect(finger.status).toBe(200);
    const jrd = (await finger.json()) as { subject: string; links: { rel: string; href: string; type?: string }[] };
    expect(jrd.subject).toBe(`acct:${venueSlug}@${host}`);
    const self = jrd.links.find((link) => link.rel === 'self');
    expect(self).toEqual({ rel: 'self', href: `${origin}/ap/venues/${venueId}`, type: ACTIVITY_JSON });
    const byPage = await get(`/.well-known/webfinger?resource=${encodeURIComponent(`${origin}/venues/${venueId}/${venueSlug}/`)}`, 'application/jrd+json');
    expect(((await byPage.json()) as { links: { rel: string; href: string }[] }).links.find((link) => link.rel === 'self')?.href).toBe(`${origin}/ap/venues/${venueId}`);
    expect((await get(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:no-such-venue@${host}`)}`)).status).toBe(404);

    const actor = await get(`/ap/venues/${venueId}`);
    expect(actor.headers.get('content-type')).toContain('application/activity+json');
    const document = (await actor.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      type: 'Organization',
      id: `${origin}/ap/venues/${venueId}`,
      preferredUsername: venueSlug,
      name: 'Bear Brewing Company',
      url: `${origin}/venues/${venueId}/${venueSlug}/`,
      inbox: `${origin}/ap/venues/${venueId}/inbox`,
      outbox: `${origin}/ap/venues/${venueId}/outbox`,
      followers: `${origin}/ap/venues/${venueId}/followers`,
      endpoints: { sharedInbox: `${origin}/ap/inbox` },
    });
    expect(String(document.summary)).toContain('Beer and jazz.');
    expect((document.publicKey as { publicKeyPem: string }).publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    // The key is made once and kept: a second read (another instance, too) shows the same.
    const again = (await (await get(`/ap/venues/${venueId}`)).json()) as { publicKey: { publicKeyPem: string } };
    expect(again.publicKey.publicKeyPem).toBe((document.publicKey as { publicKeyPem: string }).publicKeyPem);
    expect((await get('/ap/venues/999999')).status).toBe(404);
  });

  it('says what it runs in NodeInfo', async () => {
    const links = (await (await get('/.well-known/nodeinfo', 'application/json')).json()) as { links: { href: string }[] };
    expect(links.links[0]?.href).toBe(`${origin}/nodeinfo/2.1`);
    const info = (await (await get('/nodeinfo/2.1', 'application/json')).json()) as { software: { name: string }; protocols: string[]; usage: { users: { total: number }; localPosts: number } };
    expect(info).toMatchObject({ software: { name: 'region-events' }, protocols: ['activitypub'] });
    expect(info.usage.users.total).toBeGreaterThanOrEqual(1);
    expect(info.usage.localPosts).toBeGreaterThanOrEqual(1);
  });

  it('serves an event at its page address as an Event that reads well in Mastodon, and lists it in the outbox', async () => {
    const page = `/events/${eventId}/${eventSlug}/`;
    const answer = await get(page);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('vary')).toMatch(/Accept/);
    const event = (await answer.json()) as Record<string, unknown>;
    expect(event).toMatchObject({ type: 'Event', id: `${origin}${page}`, url: `${origin}${page}`, name: 'Jazz Night', attributedTo: `${origin}/ap/venues/${venueId}` });
    expect(String(event.summary)).toMatch(/7:00 PM.*Bear Brewing Company, Pittsfield, MA · Free/);
    expect(event.location).toMatchObject({ type: 'Place', latitude: 42.4501, longitude: -73.2454 });
    expect(typeof event.startTime).toBe('string');
    // A browser asking for the page is not given ActivityStreams.
    const html = await get(page, 'text/html');
    expect(html.headers.get('content-type') ?? '').not.toContain('activity+json');

    const outbox = (await (await get(`/ap/venues/${venueId}/outbox`)).json()) as { totalItems: number; first: string };
    expect(outbox.totalItems).toBe(1);
    const first = (await (await fetch(outbox.first, { headers: { accept: ACTIVITY_JSON } })).json()) as { orderedItems: { type: string; object: { id: string } }[] };
    expect(first.orderedItems.map((item) => [item.type, item.object.id])).toEqual([['Create', `${origin}${page}`]]);
  });

  it('accepts a signed Follow with a signed Accept, counts the follower, and forgets it on Undo; a replay changes nothing', async () => {
    const follow = followOf('1');
    const sent = await postActivity(`/ap/venues/${venueId}/inbox`, follow);
    expect(sent.status).toBe(202);
    expect(await followers()).toBe(1);

    await mastodon.receivedCount(1);
    const accept = mastodon.received[0];
    expect(accept?.path).toBe('/users/alice/inbox');
    expect(JSON.parse(accept?.body ?? '{}')).toMatchObject({ type: 'Accept', actor: `${origin}/ap/venues/${venueId}`, object: { id: follow.id, type: 'Follow' } });
    // The Accept is signed with the key the venue's actor publishes.
    const delivered = new Request(`${mastodon.origin}${accept?.path}`, { method: 'POST', headers: accept?.headers, body: accept?.body });
    // Fedify's own loader refuses loopback addresses; this one fetches the key from our instance as a peer would.
    const documentLoader = async (url: string) => ({ contextUrl: null, documentUrl: url, document: await (await get(new URL(url).pathname)).json() });
    const key = await verifyRequest(delivered, { documentLoader });
    expect(key?.id?.href).toMatch(new RegExp(`^${origin}/ap/venues/${venueId}#`));

    const collection = (await (await get(`/ap/venues/${venueId}/followers`)).json()) as { totalItems: number };
    expect(collection.totalItems).toBe(1);

    const undo = { '@context': 'https://www.w3.org/ns/activitystreams', id: `${mastodon.actorId}#follows/1/undo`, type: 'Undo', actor: mastodon.actorId, object: follow };
    expect((await postActivity(`/ap/venues/${venueId}/inbox`, undo)).status).toBe(202);
    expect(await followers()).toBe(0);

    // The same Follow again, signed anew (a replay of its id), is not processed a second time.
    expect((await postActivity('/ap/inbox', follow)).status).toBe(202);
    expect(await followers()).toBe(0);
  });

  it('refuses unsigned, forged, stale, unknown-actor, replayed and oversized activities, and stores nothing from them', async () => {
    const unsigned = await fetch(`${origin}/ap/inbox`, { method: 'POST', headers: { 'content-type': ACTIVITY_JSON }, body: JSON.stringify(followOf('unsigned')) });
    expect(unsigned.status).toBe(401);

    const otherKey = await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify']);
    expect((await postActivity('/ap/inbox', followOf('forged'), { key: otherKey.privateKey })).status).toBe(401);

    // Fedify checks a signature's Date against the system's time, not the product's (which tests set apart from it),
    // so a stale signature is dated two hours before the system's now: stale at any hour of any day.
    const twoHoursAgo = Temporal.Instant.from(new Date(Date.now() - 2 * 3600_000).toISOString());
    expect((await postActivity('/ap/inbox', followOf('stale'), { at: twoHoursAgo })).status).toBe(401);

    expect((await postActivity('/ap/inbox', followOf('unknown'), { keyId: `${mastodon.origin}/users/nobody#main-key` })).status).toBe(401);

    // The very same signed request posted twice: the second is refused before anything reads it.
    const signed = await signRequest(
      new Request(`${origin}/ap/inbox`, { method: 'POST', headers: { 'content-type': ACTIVITY_JSON }, body: JSON.stringify(followOf('replayed')) }),
      mastodon.privateKey,
      new URL(mastodon.keyId),
      { spec: 'draft-cavage-http-signatures-12' },
    );
    const copy = signed.clone();
    expect((await fetch(signed)).status).toBe(202);
    expect(await followers()).toBe(1);
    expect((await postActivity(`/ap/venues/${venueId}/inbox`, { ...undoOf(followOf('replayed')) })).status).toBe(202);
    expect(await followers()).toBe(0);
    const replayed = await fetch(copy);
    expect([replayed.status, await replayed.text()]).toEqual([401, 'This signed request was sent before.']);

    const big = { ...followOf('big'), summary: 'x'.repeat(5000) };
    expect((await postActivity('/ap/inbox', big)).status).toBe(413);

    expect(await followers()).toBe(0);
  });

  /** Runs the deliveries job as its timetable would. */
  const runDeliveries = () => t.app.get(EventDeliveriesScheduler).run();
  /** The next activity alice's server receives, parsed, after its signature is checked against the venue's key. */
  async function nextDelivery(): Promise<Record<string, unknown>> {
    const index = mastodon.received.length;
    await mastodon.receivedCount(index + 1);
    const delivery = mastodon.received[index];
    if (delivery === undefined) throw new Error('no delivery');
    const documentLoader = async (url: string) => ({ contextUrl: null, documentUrl: url, document: await (await get(new URL(url).pathname)).json() });
    const key = await verifyRequest(new Request(`${mastodon.origin}${delivery.path}`, { method: 'POST', headers: delivery.headers, body: delivery.body }), { documentLoader });
    expect(key?.id?.href).toMatch(new RegExp(`^${origin}/ap/venues/${venueId}`));
    expect(delivery.path).toBe('/inbox');
    return JSON.parse(delivery.body) as Record<string, unknown>;
  }

  it("sends followers each event published, changed, cancelled and deleted, once, to their server's shared inbox", async () => {
    const before = mastodon.received.length;
    expect((await postActivity(`/ap/venues/${venueId}/inbox`, followOf('2'))).status).toBe(202);
    await mastodon.receivedCount(before + 1); // the follow's Accept
    const today = t.clock.now().toISOString().slice(0, 10);
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const inTwoWeeks = new Date(Date.UTC(year, month - 1, day + 14)).toISOString().slice(0, 10);
    const db = t.app.get(DataSource);

    const newEvent = await insertEventFixture(t.app, {
      venue_id: venueId,
      name: 'Blues Brunch',
      slug: 'blues-brunch-federated',
      // Without weekdays of its own, a weekly series repeats on its first day's: its first occurrence is that day on any day of the week.
      series: [{ frequency: 'weekly', dtstart: inTwoWeeks, timeStart: '11:00', timeEnd: '13:00' }],
    });
    expect(await runDeliveries()).toEqual({ created: 1, updated: 0, deleted: 0, unchanged: 0 });
    const created = await nextDelivery();
    expect(created).toMatchObject({ type: 'Create', actor: `${origin}/ap/venues/${venueId}`, object: { type: 'Event', name: 'Blues Brunch', id: `${origin}/events/${newEvent}/blues-brunch-federated/` } });
    // A recurring event is its next occurrence, once.
    expect((created.object as { startTime: string }).startTime).toMatch(new RegExp(`^${inTwoWeeks}T`));

    // Nothing changed that followers see: nothing is sent.
    await db.query('UPDATE events SET updated = updated WHERE id = $1', [newEvent]);
    expect(await runDeliveries()).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 1 });

    await db.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [newEvent]);
    expect(await runDeliveries()).toMatchObject({ updated: 1 });
    expect(await nextDelivery()).toMatchObject({ type: 'Update', object: { name: 'Cancelled: Blues Brunch' } });

    await db.query('DELETE FROM events WHERE id = $1', [newEvent]);
    expect(await runDeliveries()).toMatchObject({ deleted: 1 });
    expect(await nextDelivery()).toMatchObject({ type: 'Delete', object: { type: 'Tombstone', id: `${origin}/events/${newEvent}/blues-brunch-federated/` } });

    // After an Undo, the venue's events go nowhere.
    const undo = { '@context': 'https://www.w3.org/ns/activitystreams', id: `${mastodon.actorId}#follows/2/undo`, type: 'Undo', actor: mastodon.actorId, object: followOf('2') };
    expect((await postActivity(`/ap/venues/${venueId}/inbox`, undo)).status).toBe(202);
    await db.query(`UPDATE events SET name = 'Jazz Night (new time)' WHERE id = $1`, [eventId]);
    expect(await runDeliveries()).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 0 });
  });

  it("keeps the blocked servers to staff, and a blocked server's follows and followers out", async () => {
    const blocks = federationEndpoints.blockedDomains.path;
    expect((await fetch(`${origin}${blocks}`)).status).toBe(403);
    expect((await fetch(`${origin}${blocks}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"domain":"spam.example"}' })).status).toBe(403);

    expect((await postActivity('/ap/inbox', followOf('3'))).status).toBe(202);
    expect(await followers()).toBe(1);
    const service = t.app.get(DomainBlocksService);
    const host = new URL(mastodon.origin).hostname;
    const [editor] = await t.app.get(DataSource).query<{ id: number }[]>(`INSERT INTO users (username, email) VALUES ('desk', 'desk@example.org') RETURNING id`);
    expect(await service.block(host, editor?.id ?? 0)).toMatchObject({ domain: host, followersRemoved: 1 });
    expect(await followers()).toBe(0);
    expect((await postActivity('/ap/inbox', followOf('4'))).status).toBe(403);
    expect(await followers()).toBe(0);
    expect((await service.list()).results.map((row) => row.domain)).toEqual([host]);

    await service.unblock(host);
    await expect(service.unblock(host)).rejects.toThrow();
    expect((await postActivity('/ap/inbox', followOf('5'))).status).toBe(202);
    expect(await followers()).toBe(1);
  });

  it("counts each remote server's activities across instances, and refuses them past its allowance with a wait", async () => {
    const port2 = await getPort({ host: '127.0.0.1' });
    const strictOrigin = `http://127.0.0.1:${port2}`;
    const strict = await t.startInstance({ publicUrl: strictOrigin, federation: { inboxPerMinute: 2 } });
    try {
      await strict.listen(port2, '127.0.0.1');
      const statuses: number[] = [];
      let last: Response | undefined;
      // Four in a row: however many this minute's earlier tests spent, the last goes past an allowance of 2.
      for (const n of ['r1', 'r2', 'r3', 'r4']) {
        last = await postActivity('/ap/inbox', followOf(n), { to: strictOrigin });
        statuses.push(last.status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await strict.close();
    }
  });

  it('keeps a queued delivery across a restart: another instance sends it', async () => {
    // This instance stops delivering, as one shutting down would; what it queues from now on waits in PostgreSQL.
    stopQueue.abort();
    await working;
    const before = mastodon.received.length;
    const today = t.clock.now().toISOString().slice(0, 10);
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const inTenDays = new Date(Date.UTC(year, month - 1, day + 10)).toISOString().slice(0, 10);
    await insertEventFixture(t.app, { venue_id: venueId, name: 'Harvest Supper', series: [{ frequency: 'once', dtstart: inTenDays, timeStart: '18:00' }] });
    expect(await runDeliveries()).toMatchObject({ created: 1 });
    expect(mastodon.received).toHaveLength(before);

    // An instance that works jobs starts on the same database and delivers what was waiting.
    const next = await t.startInstance({ scheduledJobs: true });
    try {
      await mastodon.receivedCount(before + 1);
      expect(JSON.parse(mastodon.received[before]?.body ?? '{}')).toMatchObject({ type: 'Create', object: { name: 'Harvest Supper' } });
    } finally {
      await next.close();
    }
  });
});
