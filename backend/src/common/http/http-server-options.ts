import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { BODY_LIMIT_BYTES } from './body-parsers.js';

const REQUEST_ID = /^[\w.-]{1,100}$/;
/**
 * How long an idle keep-alive connection stays open. Longer than the idle timeout of the clients and proxies that
 * reuse connections (nginx's upstream keepalive_timeout and most load balancers: 60 s), so the server never closes
 * a socket at the moment a client sends on it: that race is a connection reset for the client. Node's 5 s default
 * lost it to Playwright's request context and would lose it to a proxy.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * A whole request must arrive within 2 minutes (Node's default is 5): only an image upload (10 MB at most) takes
 * long, and 10 MB in 2 minutes needs under 1 Mbit/s; a client trickling slower holds a connection for nothing.
 */
const REQUEST_TIMEOUT_MS = 120_000;
/** Longer than any request line Node accepts (16 KB of headers), so never reached. */
const MAX_PARAM_LENGTH = 16 * 1024;

/** The caller's X-Request-Id when it is a plain token (letters, digits, `_.-`, at most 100), else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * TRUST_PROXY as Fastify takes it. A number of hops means the first N addresses from the socket inwards are
 * proxies (the README's meaning): Fastify itself reads a bare number as "trust nothing".
 */
function trustProxyOf(trustProxy: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy === 'number') return (_address: string, hop: number) => hop < trustProxy;
  return typeof trustProxy === 'boolean' ? trustProxy : [...trustProxy];
}

/**
 * The Fastify server, set up to route and read requests as the API's clients expect:
 * - paths match with or without their trailing slash and in any letter case (the spec's paths end with `/`);
 * - query keys stay as sent (`event_types[]`), repeated keys become arrays: node:querystring
 *   (normalizeListQuery folds the bracket arrays);
 * - TRUST_PROXY decides whether X-Forwarded-For/-Proto/-Host are believed (request.ip, protocol, host);
 * - bodies up to 100 KB; the request id comes from X-Request-Id (see requestIdOf);
 * - route parameters of any length (find-my-way would answer 414 beyond 100 characters; an over-long id is
 *   a 400 from the route's own validation instead);
 * - connection timeouts: idle keep-alive connections close after 65 s (see KEEP_ALIVE_TIMEOUT_MS) and a request must
 *   arrive within 2 minutes (Fastify's default would lift the request limit).
 */
export function httpServerOptions(config: Pick<AppConfig, 'trustProxy'>): FastifyServerOptions {
  return {
    trustProxy: trustProxyOf(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIdOf,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    routerOptions: {
      maxParamLength: MAX_PARAM_LENGTH,
      ignoreTrailingSlash: true,
      caseSensitive: false,
      querystringParser: (query) => parseQueryString(query),
    },
  };
}

/**
 * On stop (SIGTERM: app.close()), Node waits for every request under way; a client trickling an upload could hold the
 * shutdown for the whole request timeout (issue 25 N8). Idle connections close at once (Fastify's default); the
 * others get `graceSeconds`, then every connection still open is closed.
 */
export function closeConnectionsAfterGrace(fastify: FastifyInstance, graceSeconds: number): void {
  fastify.addHook('preClose', (done) => {
    const timer = setTimeout(() => fastify.server.closeAllConnections(), graceSeconds * 1000);
    timer.unref();
    fastify.server.once('close', () => clearTimeout(timer));
    done();
  });
}
