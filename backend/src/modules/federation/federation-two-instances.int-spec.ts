import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { Follow, isActor, Undo } from '@fedify/vocab';
import getPort from 'get-port';
import { DataSource } from 'typeorm';
import { federationEndpoints, venueFediverseSchema } from '@events/contracts/federation';
import { pathOf } from '@events/contracts/endpoint';
import { CATALOGUE_MODULES, insertEventFixture, insertVenueFixture } from '../../testing/catalogue-fixtures.js';
import { useTestApp } from '../../testing/test-app.js';
import { EventDeliveriesScheduler } from './event-deliveries.scheduler.js';
import { FederationModule } from './federation.module.js';
import { FederationService } from './federation.service.js';

/** A request the front of instance B passed on, with B's answer. */
type Passed = { readonly method: string; readonly path: string; readonly status: number; readonly body: string };

/**
 * Instance B's front: a reverse proxy on its PUBLIC_URL that passes every request to B and keeps each POST with B's
 * answer, so the test sees what reached B's inboxes and whether B took it (202: its signature verified) or refused it.
 */
type Front = {
  readonly origin: string;
  readonly posts: Passed[];
  /** Resolves once `count` POSTs to `path` have been answered. */
  postsTo(path: string, count: number): Promise<void>;
  close(): Promise<void>;
};

async function startFront(target: () => number): Promise<Front> {
  const posts: Passed[] = [];
  const waiters: { path: string; count: number; resolve: () => void }[] = [];
  const answered = (path: string) => posts.filter((post) => post.path === path).length;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const upstream = httpRequest({ host: '127.0.0.1', port: target(), method: req.method, path: req.url, headers: req.headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          if (req.method === 'POST') {
            posts.push({ method: req.method, path: req.url ?? '', status: answer.statusCode ?? 0, body: body.toString('utf8') });
            for (const waiter of waiters.filter((w) => answered(w.path) >= w.count)) waiter.resolve();
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(parts));
        });
      });
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts,
    postsTo: (path, count) => (answered(path) >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ path, count, resolve }))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Two instances of the product on loopback, each with its own database and PUBLIC_URL (issue 33). The product's
 * actors are its venues, so the follower on B is a venue of B: it follows a venue of A found by its WebFinger
 * handle, with B's own keys and inbox. What A sends then reaches B through B's front and is verified by B's own
 * Fedify (B answers 202; an unverified activity gets 401).
 */
describe('two instances federating (real PostgreSQL each, loopback)', () => {
  let portA: number;
  let portB: number;
  let front: Front;
  beforeAll(async () => {
    portA = await getPort({ host: '127.0.0.1' });
    portB = await getPort({ host: '127.0.0.1' });
    front = await startFront(() => portB);
  });
  const settings = (origin: () => string) => () => ({ publicUrl: origin(), federation: { allowPrivateAddress: true, maxBodyBytes: 262_144, inboxPerMinute: 300, deliveriesPerSecond: 25 } });
  const a = useTestApp({ modules: [FederationModule, ...CATALOGUE_MODULES], config: settings(() => `http://127.0.0.1:${portA}`) });
  const b = useTestApp({ modules: [FederationModule, ...CATALOGUE_MODULES], config: settings(() => front.origin) });
  const originA = () => `http://127.0.0.1:${portA}`;
  const stopQueue = new AbortController();
  let venueA: number;
  let venueB: number;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    await a.app.listen(portA, '127.0.0.1');
    await b.app.listen(portB, '127.0.0.1');
    void a.app.get(FederationService).federation.startQueue(undefined, { signal: stopQueue.signal });
    venueA = await insertVenueFixture(a.app, { name: 'Mahaiwe Theater', slug: 'mahaiwe-theater' });
    venueB = await insertVenueFixture(b.app, { name: 'Helsinki Hudson', slug: 'helsinki-hudson' });
  });

  afterAll(async () => {
    stopQueue.abort();
    await front?.close();
  });

  const followersOnA = async () =>
    venueFediverseSchema.parse(await (await fetch(`${originA()}${pathOf(federationEndpoints.venueFediverse, { id: venueA })}`)).json()).followers;
  const deliveredToB = () => front.posts.filter((post) => post.path === '/ap/inbox').map((post) => ({ status: post.status, ...(JSON.parse(post.body) as { type: string; object: { name?: string; type: string } }) }));

  it("follows A's venue from B by its handle, and B receives its events' creation, change and cancellation, verified, until it undoes the follow", async () => {
    // The handle as a visitor would give it, resolved through A's WebFinger.
    const handle = `mahaiwe-theater@${new URL(originA()).host}`;
    const jrd = (await (await fetch(`${originA()}/.well-known/webfinger?resource=${encodeURIComponent(`acct:${handle}`)}`)).json()) as { links: { rel: string; href: string }[] };
    const actorUrl = jrd.links.find((link) => link.rel === 'self')?.href ?? '';
    const ctxB = b.app.get(FederationService).federation.createContext(new URL(front.origin), undefined);
    const actorA = await ctxB.lookupObject(actorUrl);
    if (!isActor(actorA) || actorA.id === null) throw new Error(`${actorUrl} is no actor`);

    const followerId = ctxB.getActorUri(String(venueB));
    const follow = new Follow({ id: new URL(`#follows/${venueA}`, followerId), actor: followerId, object: actorA.id });
    await ctxB.sendActivity({ identifier: String(venueB) }, actorA, follow, { immediate: true });
    expect(await followersOnA()).toBe(1);
    // A's Accept reached B's venue inbox, and B verified it.
    expect(front.posts.find((post) => post.path === `/ap/venues/${venueB}/inbox`)).toMatchObject({ status: 202 });
    expect(JSON.parse(front.posts.find((post) => post.path === `/ap/venues/${venueB}/inbox`)?.body ?? '{}')).toMatchObject({ type: 'Accept' });

    const db = a.app.get(DataSource);
    const today = a.clock.now().toISOString().slice(0, 10);
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const inAWeek = new Date(Date.UTC(year, month - 1, day + 7)).toISOString().slice(0, 10);
    const eventId = await insertEventFixture(a.app, { venue_id: venueA, name: 'Silent Film Night', series: [{ frequency: 'once', dtstart: inAWeek, timeStart: '19:30' }] });
    const runDeliveries = () => a.app.get(EventDeliveriesScheduler).run();

    expect(await runDeliveries()).toMatchObject({ created: 1 });
    await front.postsTo('/ap/inbox', 1);
    expect(deliveredToB()).toEqual([expect.objectContaining({ status: 202, type: 'Create', object: expect.objectContaining({ type: 'Event', name: 'Silent Film Night' }) })]);

    await db.query(`UPDATE events SET name = 'Silent Film Night with Organ' WHERE id = $1`, [eventId]);
    expect(await runDeliveries()).toMatchObject({ updated: 1 });
    await front.postsTo('/ap/inbox', 2);
    expect(deliveredToB()[1]).toMatchObject({ status: 202, type: 'Update', object: { name: 'Silent Film Night with Organ' } });

    await db.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [eventId]);
    expect(await runDeliveries()).toMatchObject({ updated: 1 });
    await front.postsTo('/ap/inbox', 3);
    expect(deliveredToB()[2]).toMatchObject({ status: 202, type: 'Update', object: { name: 'Cancelled: Silent Film Night with Organ' } });

    await ctxB.sendActivity({ identifier: String(venueB) }, actorA, new Undo({ id: new URL('#undo', follow.id ?? followerId), actor: followerId, object: follow }), { immediate: true });
    expect(await followersOnA()).toBe(0);
    await db.query(`UPDATE events SET name = 'Silent Film Night (moved)' WHERE id = $1`, [eventId]);
    expect(await runDeliveries()).toEqual({ created: 0, updated: 0, deleted: 0, unchanged: 0 });
    expect(deliveredToB()).toHaveLength(3);
  });
});
