import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatLinkHeader, pageLinks } from './link-header.js';

export const LIST_EXPOSED_HEADERS = ['Link', 'x-total-count'] as const;
const EXPOSED = LIST_EXPOSED_HEADERS.join(', ');

/** `x-total-count`, `Link` (next / prev / last page URLs of this request's URL) and their CORS exposure. */
export function setListHeaders(req: FastifyRequest, res: FastifyReply, page: { page: number; page_size: number }, total: number): void {
  res.header('x-total-count', String(total));
  res.header('Link', formatLinkHeader(pageLinks(req.url, page.page, page.page_size, total)));
  res.header('Access-Control-Expose-Headers', EXPOSED);
}

/**
 * Answers a generic list (spec: `GET /events/api/{resource}/`): the items as the body, the total in
 * `x-total-count`, next / prev / last page URLs (path URLs keeping the other query parameters) in `Link`.
 */
export function sendList<T>(req: FastifyRequest, res: FastifyReply, items: readonly T[], page: { page: number; page_size: number }, total: number): void {
  setListHeaders(req, res, page, total);
  res.send(items);
}
