import type { Request, Response } from 'express';
import type { Pagination } from '@events/contracts/lists';
import { formatLinkHeader, pageLinks } from './link-header.js';
import { LIST_EXPOSED_HEADERS } from './list-response.js';

/**
 * Answers a listing (spec section 7): the body `{results, pagination}` as it is, the total in `x-total-count`
 * and next / prev / last page URLs (keeping the other query parameters) in `Link`.
 */
export function sendListing<T extends { readonly pagination: Pagination }>(
  req: Request,
  res: Response,
  listing: T,
  page: { page: number; page_size: number },
): void {
  const total = listing.pagination.totalItems;
  res.setHeader('x-total-count', String(total));
  res.setHeader('Link', formatLinkHeader(pageLinks(req.originalUrl, page.page, page.page_size, total)));
  res.setHeader('Access-Control-Expose-Headers', LIST_EXPOSED_HEADERS.join(', '));
  res.json(listing);
}
