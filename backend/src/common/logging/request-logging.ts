import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PinoLogger } from 'nestjs-pino';
import { pino, type Logger } from 'pino';
import { levelForStatus, REDACTED } from './logger-options.js';

/** The request as pino-http's serializer wrote it into the request record, its credentials redacted. */
function requestRecord(request: FastifyRequest): Record<string, unknown> {
  const headers = request.headers;
  return {
    id: request.id,
    method: request.method,
    url: request.url,
    query: request.query,
    params: request.params,
    headers:
      headers.cookie === undefined && headers.authorization === undefined
        ? headers
        : { ...headers, ...(headers.cookie === undefined ? {} : { cookie: REDACTED }), ...(headers.authorization === undefined ? {} : { authorization: REDACTED }) },
    remoteAddress: request.socket.remoteAddress,
    remotePort: request.socket.remotePort,
  };
}

/** The answer's status and headers, its Set-Cookie redacted. */
function responseRecord(reply: FastifyReply): Record<string, unknown> {
  const headers = reply.getHeaders();
  if (headers['set-cookie'] !== undefined) headers['set-cookie'] = REDACTED;
  return { statusCode: reply.statusCode, headers };
}

/**
 * The logger request records are written with: the root logger's destination, level and fields, without its
 * redaction pass, which copies the record on every request. requestRecord and responseRecord leave the same
 * secrets out themselves.
 */
function recordLogger(root: Logger): Logger {
  const destination = (root as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  return pino({ level: root.level, base: root.bindings() }, destination);
}

/**
 * One record per request, the one pino-http wrote under Express (`reqId`, `req`, `res`, `responseTime`, message
 * `GET /url 200 3ms`, level by status), and the request context of app logs, so that every log line made while
 * answering carries the request's `reqId`:
 * - onRequest: the X-Request-Id answer header (the id itself comes from requestIdOf, Fastify's genReqId) and
 *   nestjs-pino's context for the rest of the request (Fastify carries it across the reading of a body);
 * - onResponse (or onRequestAbort): the record, written with no per-request child logger.
 */
export function registerRequestLogging(fastify: FastifyInstance, root: Logger, context: PinoLogger): void {
  const logger = recordLogger(root);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    context.runInContext(done, { bindings: { reqId: request.id } });
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    writeRecord(logger, request, reply);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    logger.info({ reqId: request.id, req: requestRecord(request), res: { statusCode: null } }, `${request.method} ${request.url} aborted by the client`);
    done();
  });
}

function writeRecord(logger: Logger, request: FastifyRequest, reply: FastifyReply): void {
  const status = reply.statusCode;
  const level = levelForStatus(status);
  if (level === 'silent' || !logger.isLevelEnabled(level)) return;
  const responseTime = Math.round(reply.elapsedTime);
  const record = {
    reqId: request.id,
    req: requestRecord(request),
    res: responseRecord(reply),
    ...(status >= 500 ? { err: new Error(`failed with status code ${status}`) } : {}),
    responseTime,
  };
  logger[level](record, status >= 500 ? `${request.method} ${request.url} ${status}` : `${request.method} ${request.url} ${status} ${responseTime}ms`);
}
