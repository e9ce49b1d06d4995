import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FeedAnswer } from './alert-links.service.js';
import { matchesEtag } from './alert-feeds.js';

/**
 * Sends a feed with its ETag and caching: 304 without a body when the reader's copy is current, else the body,
 * made only now. `cacheControl` says who may keep it: a saved search's private feed, or a widget's public one.
 */
export async function sendFeed(feed: FeedAnswer, contentType: string, cacheControl: string, req: FastifyRequest, res: FastifyReply): Promise<void> {
  res.header('ETag', feed.etag).header('Cache-Control', cacheControl).header('Referrer-Policy', 'no-referrer');
  const ifNoneMatch = req.headers['if-none-match'];
  if (matchesEtag(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch, feed.etag)) {
    await res.status(304).send();
    return;
  }
  await res.header('Content-Type', contentType).send(feed.render());
}
