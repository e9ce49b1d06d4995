import { generateKeyPairSync, type KeyObject, type webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fixture server's inboxes received: its path, headers and exact body. */
export type ReceivedActivity = { readonly path: string; readonly headers: Headers; readonly body: string };

/** The Mastodon-shaped actor of the repo's fixture (mastodon-actor.json), served with a key pair made for the run. */
export type MastodonFixture = {
  readonly origin: string;
  readonly actorId: string;
  readonly keyId: string;
  /** The private key of the actor's published key, which a test signs with (a CryptoKey, as Fedify takes it). */
  readonly privateKey: webcrypto.CryptoKey;
  /** What its inboxes (personal and shared) received, oldest first. */
  readonly received: ReceivedActivity[];
  /** Resolves once the inboxes have received `count` activities. */
  receivedCount(count: number): Promise<void>;
  close(): Promise<void>;
};

const ACTOR_TEMPLATE = readFileSync(new URL('./mastodon-actor.json', import.meta.url), 'utf8');

/**
 * A loopback HTTP server playing a Mastodon instance with one user, alice: her actor document (the repo's fixture
 * JSON with this run's origin and public key), a 404 for every other actor, and inboxes that keep what they are sent
 * and answer 202, as Mastodon does.
 */
export async function startMastodonFixture(): Promise<MastodonFixture> {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyPem = (pair.publicKey as KeyObject).export({ type: 'spki', format: 'pem' }).toString();
  const received: ReceivedActivity[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let actorJson = '';
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (req.method === 'GET' && path === '/users/alice') {
      res.writeHead(200, { 'content-type': 'application/activity+json; charset=utf-8' }).end(actorJson);
      return;
    }
    if (req.method === 'POST' && (path === '/inbox' || path === '/users/alice/inbox')) {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) for (const item of [value ?? []].flat()) headers.append(name, item);
        received.push({ path, headers, body: Buffer.concat(chunks).toString('utf8') });
        for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
        res.writeHead(202).end();
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Record not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  actorJson = ACTOR_TEMPLATE.replaceAll('{{origin}}', origin).replace('{{publicKeyPem}}', publicKeyPem.replace(/\n/g, '\\n'));
  const privateKey = await crypto.subtle.importKey(
    'pkcs8',
    (pair.privateKey as KeyObject).export({ type: 'pkcs8', format: 'der' }),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    true,
    ['sign'],
  );
  return {
    origin,
    actorId: `${origin}/users/alice`,
    keyId: `${origin}/users/alice#main-key`,
    privateKey,
    received,
    receivedCount: (count) =>
      received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
