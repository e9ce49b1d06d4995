import type { Request, Response } from 'express';
import { formatLinkHeader, pageLinks } from './link-header.js';

export const LIST_EXPOSED_HEADERS = ['Link', 'x-total-count'] as const;

/**
 * Answers a generic list (spec: `GET /events/api/{resource}/`): the items as the body, the total in
 * `x-total-count`, next / prev / last page URLs (path URLs keeping the other query parameters) in `Link`.
 */
export function sendList<T>(req: Request, res: Response, items: readonly T[], page: { page: number; page_size: number }, total: number): void {
  res.setHeader('x-total-count', String(total));
  res.setHeader('Link', formatLinkHeader(pageLinks(req.originalUrl, page.page, page.page_size, total)));
  res.setHeader('Access-Control-Expose-Headers', LIST_EXPOSED_HEADERS.join(', '));
  res.json(items);
}
