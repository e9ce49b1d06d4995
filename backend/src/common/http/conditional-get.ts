import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fresh from 'fresh';

/**
 * The weak ETag of a body, in the `etag` package's format that clients already hold: its length in bytes and the start of its SHA-1, with
 * crypto.hash's one-shot digest (a hash object per answer cost several microseconds).
 */
export function weakEtag(body: string | Buffer): string {
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  return `W/"${length.toString(16)}-${hash('sha1', body, 'base64').slice(0, 27)}"`;
}

/** A Cache-Control that lets a client store the answer, and so revalidate it later with If-None-Match. */
function isStorable(cacheControl: unknown): boolean {
  return typeof cacheControl === 'string' && !cacheControl.includes('no-store');
}

/**
 * Weak ETags (length and SHA-1 of the body) and `304 Not Modified` for GET and HEAD answers that
 * declare a storable Cache-Control: the shell's pages, the remote registry, openapi.json, the ad network, the
 * sitemap, robots.txt, the geocoder and calendar files. Answers without
 * Cache-Control (listings and the other per-user or per-query API answers) are never revalidated by a client,
 * so they are left without one rather than hashed on every request. Static files carry their own ETag.
 */
export function registerConditionalGet(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !(typeof payload === 'string' || Buffer.isBuffer(payload)) ||
      !isStorable(reply.getHeader('cache-control')) ||
      reply.hasHeader('etag')
    ) {
      done(null, payload);
      return;
    }
    const tag = weakEtag(payload);
    reply.header('etag', tag);
    const status = reply.statusCode;
    if (((status >= 200 && status < 300) || status === 304) && fresh(request.headers, { etag: tag })) {
      reply.code(304).removeHeader('content-type').removeHeader('content-length');
      done(null, null);
      return;
    }
    done(null, payload);
  });
}
