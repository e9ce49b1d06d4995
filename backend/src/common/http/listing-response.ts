import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pagination } from '@events/contracts/lists';
import { setListHeaders } from './list-response.js';

/**
 * Answers a listing (spec section 7): the body `{results, pagination}` as it is, the total in `x-total-count`
 * and next / prev / last page URLs (keeping the other query parameters) in `Link`.
 */
export function sendListing<T extends { readonly pagination: Pagination }>(
  req: FastifyRequest,
  res: FastifyReply,
  listing: T,
  page: { page: number; page_size: number },
): void {
  setListHeaders(req, res, page, listing.pagination.totalItems);
  res.send(listing);
}
