import { hash } from 'node:crypto';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { BACKEND_VERSION } from '../../config/project-paths.js';
import { applyCacheClass, mayAnswerPublicly } from './cache-class.js';

/**
 * The weak ETag of a body, in the `etag` package's format that clients already hold: its length in bytes and the start of its SHA-1, with
 * crypto.hash's one-shot digest (a hash object per answer cost several microseconds).
 */
export function weakEtag(body: string | Buffer): string {
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  return `W/"${length.toString(16)}-${hash('sha1', body, 'base64').slice(0, 27)}"`;
}

/**
 * The strong ETag of a body: its SHA-1 (the fastest digest crypto.hash has here), base64url. A listing page of 20
 * cards (24 KB) costs about 60 µs as bytes, twice that as a string (its UTF-8 encoding included) on the shared
 * two-core test machine: less than building the page's JSON.
 */
export function strongEtag(body: string | Buffer): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}

/**
 * This build of the backend: its version and when its code was written (the mtime of this file, compiled with all
 * the others), so a validator made by another build never matches, and a copy an older build answered is never
 * declared current by a newer one whose answers look different.
 */
const BUILD = `${BACKEND_VERSION}@${statSync(fileURLToPath(import.meta.url)).mtimeMs}`;

/**
 * The strong ETag of an answer named by what it is made of (its validator) rather than by its bytes: the parts
 * must determine the body completely, together with this build and the request's address.
 */
export function validatorEtag(request: FastifyRequest, parts: readonly unknown[]): string {
  return `"v${hash('sha1', JSON.stringify([BUILD, request.url, ...parts]), 'base64url')}"`;
}

type RequestWithValidator = FastifyRequest & { validatorEtag?: string; notModified?: boolean };

function currentCopy(request: FastifyRequest, etag: string): boolean {
  return fresh(request.headers, { etag });
}

/**
 * A public answer made only when the reader's copy is not current (issue 28: "304 before the body is built"): for an
 * anonymous request to a public endpoint, `validate` reads what the answer is made of (a row version, the catalogue's
 * generation: a statement far cheaper than the answer's own), and a request whose If-None-Match names it resolves
 * undefined, which the handler sends as it is and the conditional-get hook answers 304. Otherwise the answer is
 * built and carries that ETag. `validate` runs first: a write landing between it and `build` can only leave an
 * older validator on a newer body (one more 200 later), never a newer validator on an older one. Requests with
 * credentials (private answers) go straight to `build`.
 */
export async function buildUnlessCurrent<T>(request: FastifyRequest, validate: () => Promise<readonly unknown[]>, build: () => Promise<T>): Promise<T | undefined> {
  if (!mayAnswerPublicly(request)) return build();
  const etag = validatorEtag(request, await validate());
  const req = request as RequestWithValidator;
  req.validatorEtag = etag;
  if (currentCopy(request, etag)) {
    req.notModified = true;
    return undefined;
  }
  return build();
}

/** A Cache-Control that lets a client store the answer, and so revalidate it later with If-None-Match. */
function isStorable(cacheControl: unknown): boolean {
  return typeof cacheControl === 'string' && !cacheControl.includes('no-store');
}

/**
 * Every GET and HEAD answer goes into its cache class (cache-class.ts), then gets its validator and a `304 Not
 * Modified` when the reader's copy is current: a public answer the strong ETag of buildUnlessCurrent's validator or of
 * its body (a feed's own is kept), a private answer that may be stored (a private max-age) the weak ETag of its
 * body. Answers that may not be stored are not hashed. Static files carry their own ETag.
 */
export function registerConditionalGet(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      done(null, payload);
      return;
    }
    const req = request as RequestWithValidator;
    // A handler that found the reader's copy current (buildUnlessCurrent) sent nothing: that is the 304.
    if (req.notModified === true) reply.code(304);
    const cacheClass = applyCacheClass(request, reply);
    if (cacheClass === 'public' && req.validatorEtag !== undefined) reply.header('etag', req.validatorEtag);
    if (req.notModified === true) {
      reply.removeHeader('content-type').removeHeader('content-length');
      done(null, null);
      return;
    }
    const body = typeof payload === 'string' || Buffer.isBuffer(payload);
    if (!reply.hasHeader('etag') && body && isStorable(reply.getHeader('cache-control'))) {
      reply.header('etag', cacheClass === 'public' ? strongEtag(payload) : weakEtag(payload));
    }
    const status = reply.statusCode;
    const etag = reply.getHeader('etag');
    if (body && typeof etag === 'string' && status >= 200 && status < 300 && currentCopy(request, etag)) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      done(null, null);
      return;
    }
    done(null, payload);
  });
}
