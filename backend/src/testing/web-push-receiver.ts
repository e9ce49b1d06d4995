import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The other end of Web Push, for tests: a browser's subscription keys, a local push service that records what it is
 * sent, and the protocol's checks written out here from the RFCs (VAPID, RFC 8292; aes128gcm, RFC 8188; message
 * encryption, RFC 8291), independent of the web-push library the backend sends with. Node built-ins only, so an
 * end-to-end test can use it as well.
 */

/** A browser's side of a subscription: its P-256 key pair and auth secret, and the keys as the browser gives them. */
export type BrowserSubscription = {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly ecdh: ECDH;
  readonly authSecret: Buffer;
};

/** A subscription to `endpoint` with fresh keys, as `pushManager.subscribe(...).toJSON()` gives it (base64url). */
export function newBrowserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }, ecdh, authSecret };
}

function hkdfExtract(salt: Buffer, ikm: Buffer): Buffer {
  return createHmac('sha256', salt).update(ikm).digest();
}

/** HKDF-Expand for at most one block (32 bytes), all Web Push needs. */
function hkdfExpand(prk: Buffer, info: Buffer, length: number): Buffer {
  return createHmac('sha256', prk).update(Buffer.concat([info, Buffer.from([1])])).digest().subarray(0, length);
}

/**
 * The plaintext of a Web Push message body (RFC 8291 over RFC 8188's aes128gcm): reads the header (salt, record
 * size, the application server's public key as key id), derives the input key from the ECDH secret and the auth
 * secret ("WebPush: info" || ua_public || as_public), then the content key and nonce, decrypts each record with
 * AES-128-GCM and strips its padding up to the delimiter (0x02 in the last record, 0x01 before).
 */
export function decryptPushMessage(body: Buffer, subscription: Pick<BrowserSubscription, 'ecdh' | 'authSecret'>): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || asPublic[0] !== 0x04) throw new Error(`the key id is not an uncompressed P-256 point (${idLength} bytes)`);
  const uaPublic = subscription.ecdh.getPublicKey();
  const ecdhSecret = subscription.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0', 'latin1'), uaPublic, asPublic]);
  const ikm = hkdfExpand(hkdfExtract(subscription.authSecret, ecdhSecret), keyInfo, 32);
  const prk = hkdfExtract(salt, ikm);
  const cek = hkdfExpand(prk, Buffer.from('Content-Encoding: aes128gcm\0', 'latin1'), 16);
  const baseNonce = hkdfExpand(prk, Buffer.from('Content-Encoding: nonce\0', 'latin1'), 12);
  const records = body.subarray(21 + idLength);
  const parts: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, Math.min(offset + recordSize, records.length));
    // The record's nonce is the base nonce XOR its sequence number (as a 96-bit number; here below 2^32).
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = offset + recordSize >= records.length;
    if (padded[end] !== (last ? 0x02 : 0x01)) throw new Error(`record ${sequence} has no ${last ? '0x02' : '0x01'} padding delimiter`);
    parts.push(padded.subarray(0, end));
  }
  return Buffer.concat(parts);
}

/** The claims of a VAPID token whose ES256 signature the application server's public key verifies. */
export type VapidClaims = { readonly aud: string; readonly exp: number; readonly sub: string };

/**
 * Reads `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292 section 3), checks that `k` is `publicKey` (base64url
 * P-256 point) and that the JWT is ES256-signed by it, and answers its claims; throws otherwise.
 */
export function verifyVapidAuthorization(header: string | undefined, publicKey: string): VapidClaims {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (match === null) throw new Error(`not a vapid Authorization header: ${header ?? '(none)'}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('the k parameter is not the application server key');
  const [headerPart, payloadPart, signature] = token.split('.') as [string, string, string];
  const jose = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as { alg?: string };
  if (jose.alg !== 'ES256') throw new Error(`the token is signed with ${String(jose.alg)}, not ES256`);
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') };
  const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'ascii');
  const valid = verify('sha256', signed, { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('the token signature does not verify with the application server key');
  return JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as VapidClaims;
}

/** One request the local push service received. */
export type ReceivedPush = { readonly path: string; readonly headers: http.IncomingHttpHeaders; readonly body: Buffer; readonly receivedAt: Date };

export type LocalPushService = {
  /** `http://127.0.0.1:<port>`: endpoints are this origin and a path per subscription. */
  readonly origin: string;
  readonly received: ReceivedPush[];
  /** The requests received on one endpoint path. */
  receivedOn(path: string): ReceivedPush[];
  /** The statuses the next requests to `path` are answered with, in turn (then 201, as a push service accepts). */
  answer(path: string, ...statuses: number[]): void;
  close(): Promise<void>;
};

/** A push service on 127.0.0.1 that records every request and answers 201 Created unless told otherwise. */
export async function startLocalPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const planned = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks), receivedAt: new Date() });
      const status = planned.get(path)?.shift() ?? 201;
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status === 201 ? '' : `answered ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    receivedOn: (path) => received.filter((push) => push.path === path),
    answer: (path, ...statuses) => planned.set(path, [...(planned.get(path) ?? []), ...statuses]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
