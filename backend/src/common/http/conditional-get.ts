import { hash } from 'node:crypto';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { BACKEND_VERSION } from '../../config/project-paths.js';
import type { AnswerValidators } from './answer-validators.js';
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
function validatorEtag(request: FastifyRequest, parts: readonly unknown[]): string {
  return `"v${hash('sha1', JSON.stringify([BUILD, request.url, ...parts]), 'base64url')}"`;
}

type RequestWithValidator = FastifyRequest & { validatorEtag?: string; notModified?: boolean };

function currentCopy(request: FastifyRequest, etag: string): boolean {
  return fresh(request.headers, { etag });
}

/**
 * Issue 28: "If-None-Match gives 304 before the body is built". For an anonymous GET or HEAD of a route with a
 * validator (answer-validators.ts), this preHandler hook reads what the answer is made of and names it in the ETag;
 * when the request's If-None-Match names that ETag it answers 304 itself, before any guard, pipe or handler runs (a
 * cache revalidating thousands of pages at once costs the instances a statement each). Otherwise the handler builds
 * the answer, which carries that ETag. The validator is read first: a write landing between it and the build can
 * only leave an older validator on a newer body (one more 200 later), never a newer validator on an older one. A
 * request the validator refuses (invalid parameters) or cannot read (the database is away) goes on to its handler,
 * whose answer (a 400, a 503) it is. Registered after the read-your-writes hook, so the read goes where the
 * handler's would. Requests with credentials (private answers) go straight to their handler.
 */
export function registerEarlyNotModified(fastify: FastifyInstance, validators: AnswerValidators): void {
  fastify.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const validate = validators.of(request);
    if (validate === undefined || !mayAnswerPublicly(request)) return;
    const parts = await validate(request).catch(() => undefined);
    if (parts === undefined) return;
    const etag = validatorEtag(request, parts);
    const req = request as RequestWithValidator;
    req.validatorEtag = etag;
    if (!currentCopy(request, etag)) return;
    // Sent empty: the onSend hook below makes it the 304, with the answer's cache class and ETag.
    req.notModified = true;
    return reply.send();
  });
}

/** A Cache-Control that lets a client store the answer, and so revalidate it later with If-None-Match. */
function isStorable(cacheControl: unknown): boolean {
  return typeof cacheControl === 'string' && !cacheControl.includes('no-store');
}

/**
 * Every GET and HEAD answer goes into its cache class (cache-class.ts), then gets its validator and a `304 Not
 * Modified` when the reader's copy is current: a public answer the strong ETag of its route's validator or of
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
    // The reader's copy was found current before the handler (registerEarlyNotModified): nothing was built.
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
