import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';

function keepFirstValue(headers: IncomingHttpHeaders, name: 'x-forwarded-proto' | 'x-forwarded-host'): void {
  const value = headers[name];
  if (typeof value === 'string' && value.includes(',')) headers[name] = value.slice(0, value.indexOf(',')).trim();
}

/**
 * Behind a trusted proxy the first (client-most) value of a multi-valued X-Forwarded-Proto or X-Forwarded-Host is
 * the one that counts, while Fastify reads the last: the headers are cut to their first value, so request.protocol
 * (secure cookies) and request.host (the origin of remote URLs and links) are what the visitor used. Registered only when
 * TRUST_PROXY trusts someone; otherwise Fastify ignores these headers and nothing runs per request.
 */
export function registerForwardedHeaders(fastify: FastifyInstance, config: Pick<AppConfig, 'trustProxy'>): void {
  if (config.trustProxy === false || config.trustProxy === 0) return;
  fastify.addHook('onRequest', (request, _reply, done) => {
    keepFirstValue(request.headers, 'x-forwarded-proto');
    keepFirstValue(request.headers, 'x-forwarded-host');
    done();
  });
}
