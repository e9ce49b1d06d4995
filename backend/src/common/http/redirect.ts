import { STATUS_CODES } from 'node:http';
import accepts from 'accepts';
import { encodeUrl } from 'encodeurl';
import type { FastifyReply, FastifyRequest } from 'fastify';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/**
 * A redirect: the Location URL-encoded (so any URL is a valid header), and a short body in the
 * type the client prefers (text, HTML, or none), with `Vary: Accept`. Redirects are rare (sign-in, sign-out,
 * the widget's missing slash), so the content negotiation costs nothing on the hot paths.
 */
export function redirect(request: FastifyRequest, reply: FastifyReply, status: 301 | 302 | 303, url: string): void {
  const location = encodeUrl(url);
  const message = STATUS_CODES[status] as string;
  const type = accepts(request.raw).type(['text', 'html']);
  const [contentType, body] =
    type === 'text'
      ? ['text/plain; charset=utf-8', `${message}. Redirecting to ${location}`]
      : type === 'html'
        ? ['text/html; charset=utf-8', `<p>${message}. Redirecting to ${escapeHtml(location)}</p>`]
        : [undefined, undefined];
  reply.header('location', location).header('vary', 'Accept').code(status);
  if (contentType) reply.type(contentType);
  reply.send(body);
}
