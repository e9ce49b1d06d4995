import type { FastifyInstance, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { LIST_EXPOSED_HEADERS } from '../http/list-response.js';
import { FIELD_ERROR_CODES_HEADER } from '../i18n/field-error-wording.js';
import { addVary } from '../http/vary.js';

export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** Every header the API client sets beyond the CORS-safelisted ones (CSRF echo, bearer token, JSON bodies). */
export const CORS_ALLOWED_HEADERS = ['Content-Type', 'Authorization', 'X-CSRFToken', 'X-Requested-With'] as const;
// A list's paging headers, and the codes beside a 400's field messages (issue 31) for clients that word them themselves.
const EXPOSED_HEADERS = [...LIST_EXPOSED_HEADERS, FIELD_ERROR_CODES_HEADER].join(',');
const MAX_AGE_SECONDS = '600';

/** The answer to a preflight from an origin CORS_ORIGINS does not list. */
export const CORS_REFUSED_DETAIL = 'Cross-origin request refused: the origin is not allowed.';

/** A CORS preflight: OPTIONS naming its origin and the method the real request will use. */
export function isPreflight(request: Pick<FastifyRequest, 'method' | 'headers'>): boolean {
  return request.method === 'OPTIONS' && request.headers.origin !== undefined && request.headers['access-control-request-method'] !== undefined;
}

/**
 * CORS limited to CORS_ORIGINS, with credentials. An allowed origin gets Allow-Origin (its own),
 * Allow-Credentials and the exposed list headers; its preflight (any OPTIONS it sends) is answered here: 204 with
 * the allowed methods and headers and a 10-minute max age, before routing, so every path (API, `/remotes/`
 * files, screen routes) answers it alike. A preflight from any other origin is refused here with 403 and no CORS
 * header, so the browser blocks the real request and the refusal does not read as a missing route. A request
 * without an Origin header (every same-origin navigation and asset) costs one header lookup.
 */
export function corsHook(config: Pick<AppConfig, 'corsOrigins'>): onRequestHookHandler {
  const allowed = new Set(config.corsOrigins);
  return (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined) {
      done();
      return;
    }
    if (!allowed.has(origin)) {
      if (isPreflight(request)) {
        reply.code(403).type('application/json; charset=utf-8').send(JSON.stringify({ detail: CORS_REFUSED_DETAIL }));
        return;
      }
      done();
      return;
    }
    reply.header('Access-Control-Allow-Origin', origin).header('Access-Control-Allow-Credentials', 'true');
    if (request.method === 'OPTIONS') {
      reply
        .header('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS.join(','))
        .header('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS.join(','))
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

/**
 * `Vary: Origin` on every answer once any origin is allowed, added as the answer leaves so that a handler setting
 * its own Vary (Cookie, Accept) cannot drop it: a shared cache must not hand one origin's answer (with or
 * without Allow-Origin) to another.
 */
export const varyOnOrigin: onSendHookHandler = (_request, reply, payload, done) => {
  addVary(reply, 'Origin');
  done(null, payload);
};

/** The CORS hooks of the server (see corsHook and varyOnOrigin). */
export function registerCors(server: FastifyInstance, config: Pick<AppConfig, 'corsOrigins'>): void {
  server.addHook('onRequest', corsHook(config));
  if (config.corsOrigins.length > 0) server.addHook('onSend', varyOnOrigin);
}
