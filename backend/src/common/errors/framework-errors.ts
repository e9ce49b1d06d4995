import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { HeaderSet } from '../security/security-headers.js';

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** Express's words for a path with a malformed escape: the first segment that does not decode. */
export function badUrlDetail(url: string): string {
  const pathname = url.split('?', 1)[0] ?? url;
  return `Failed to decode param '${pathname.split('/').find((segment) => !decodes(segment)) ?? pathname}'`;
}

/**
 * The answer to a request the router refuses before any hook runs (a path with a malformed %-escape): the API's
 * `{detail}` shape with helmet's headers and the request id, as the Express app answered it, instead of
 * Fastify's own error body.
 */
export function frameworkErrorHandler(headersFor: (url: string) => HeaderSet): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    const detail = error.code === 'FST_ERR_BAD_URL' ? badUrlDetail(request.url) : error.message;
    reply
      .headers(headersFor(request.url))
      .header('x-request-id', request.id)
      .code(error.statusCode ?? 400)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ detail }));
  };
}
