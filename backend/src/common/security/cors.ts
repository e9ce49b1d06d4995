import type { onRequestHookHandler } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { LIST_EXPOSED_HEADERS } from '../http/list-response.js';

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].join(',');
const ALLOWED_HEADERS = ['Content-Type', 'Authorization', 'X-CSRFToken', 'X-Requested-With'].join(',');
const EXPOSED_HEADERS = LIST_EXPOSED_HEADERS.join(',');
const MAX_AGE_SECONDS = '600';

/**
 * CORS limited to CORS_ORIGINS, with credentials, answered as the `cors` middleware of the Express app answered:
 * an allowed origin gets Allow-Origin (its own), `Vary: Origin`, Allow-Credentials and the exposed list headers,
 * and its preflight is answered here (204, with the allowed methods and headers and a 10-minute max age). Any
 * other origin, or a request without one, gets no CORS headers at all (and its OPTIONS request the 404 of an
 * unknown route). An onRequest hook, so it covers the API, `/remotes/` files and unmatched routes alike; a
 * request without an Origin header (every same-origin navigation and asset) costs one header lookup.
 */
export function corsHook(config: Pick<AppConfig, 'corsOrigins'>): onRequestHookHandler {
  const allowed = new Set(config.corsOrigins);
  return (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) {
      done();
      return;
    }
    reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin').header('Access-Control-Allow-Credentials', 'true');
    if (request.method === 'OPTIONS') {
      reply
        .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', MAX_AGE_SECONDS)
        .header('Access-Control-Expose-Headers', EXPOSED_HEADERS)
        .code(204)
        .send();
      return;
    }
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    done();
  };
}
