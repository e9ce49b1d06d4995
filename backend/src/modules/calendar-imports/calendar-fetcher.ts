import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { type BlockList, isIP, type LookupFunction } from 'node:net';
import { CALENDAR_FETCH_LIMITS, CALENDAR_IMPORT_MESSAGES } from '@events/contracts/calendar-imports';
import { mayConnectTo } from '../../common/security/public-address.js';

/** A fetch that did not give a calendar, with what the producer reads about it. */
export class FeedFetchError extends Error {
  override readonly name = 'FeedFetchError';
}

/** What the last fetch of a feed answered, for a conditional request. */
export type FeedValidators = { readonly etag: string | null; readonly lastModified: string | null };

export type FeedFetch = { readonly kind: 'not-modified' } | ({ readonly kind: 'fetched'; readonly text: string } & FeedValidators);

export type FeedFetcherOptions = {
  /** Networks a fetch may reach besides the public internet (tests allow loopback). */
  readonly allowedNetworks: BlockList;
  readonly userAgent: string;
  readonly limits?: { readonly maxBytes: number; readonly timeoutMs: number; readonly maxRedirects: number };
};

/**
 * Resolves a host and refuses it unless every address it resolves to may be reached. The connection then uses the
 * address checked here, so a name that resolves elsewhere a moment later (DNS rebinding) cannot slip past.
 */
function guardedLookup(allowed: BlockList): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.length === 0 || addresses.some((entry) => !mayConnectTo(entry.address, allowed));
      if (refused) return callback(new FeedFetchError(CALENDAR_IMPORT_MESSAGES.privateAddress), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

type Answer = { readonly response: IncomingMessage; readonly url: URL };

function get(url: URL, headers: Record<string, string>, lookup: LookupFunction, signal: AbortSignal): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers, lookup, signal, agent: false }, (response) => resolve({ response, url }));
    request.on('error', reject);
  });
}

/** Reads a body up to the size limit; past it, the connection is dropped. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const length = Number(response.headers['content-length'] ?? 0);
  if (length > maxBytes) {
    response.destroy();
    throw new FeedFetchError(CALENDAR_IMPORT_MESSAGES.tooLarge);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw new FeedFetchError(CALENDAR_IMPORT_MESSAGES.tooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function plainWords(error: unknown, signal: AbortSignal): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  if (signal.aborted) return new FeedFetchError(CALENDAR_IMPORT_MESSAGES.timeout);
  // The lookup's refusal reaches here wrapped by the socket when it comes from a redirect's host.
  if (error instanceof Error && error.cause instanceof FeedFetchError) return error.cause;
  return new FeedFetchError(CALENDAR_IMPORT_MESSAGES.unreachable);
}

type Fetched = { readonly kind: 'not-modified' } | ({ readonly kind: 'fetched'; readonly body: Buffer } & FeedValidators);

/**
 * GETs someone else's address within the limits one fetch may cost: at most 5 redirects (each to an address checked
 * again), the size limit and 20 seconds in all. A conditional request (ETag, Last-Modified) lets an unchanged
 * resource answer 304 without a body. Every failure is a FeedFetchError in plain words.
 */
async function guardedGet(address: string, validators: FeedValidators, options: FeedFetcherOptions, accept: string): Promise<Fetched> {
  const limits = options.limits ?? CALENDAR_FETCH_LIMITS;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const lookup = guardedLookup(options.allowedNetworks);
  const headers: Record<string, string> = { 'user-agent': options.userAgent, accept };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  let url = new URL(address);
  try {
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError(CALENDAR_IMPORT_MESSAGES.address);
      // An address given as an IP literal connects without a lookup, so it is checked here.
      const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
      if (isIP(literal) !== 0 && !mayConnectTo(literal, options.allowedNetworks)) throw new FeedFetchError(CALENDAR_IMPORT_MESSAGES.privateAddress);
      const { response } = await get(url, headers, lookup, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304 && response.headers.location) {
        response.resume();
        if (redirects >= limits.maxRedirects) throw new FeedFetchError(CALENDAR_IMPORT_MESSAGES.tooManyRedirects);
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status === 304) {
        response.resume();
        return { kind: 'not-modified' };
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new FeedFetchError(CALENDAR_IMPORT_MESSAGES.httpStatus(status));
      }
      const body = await readBody(response, limits.maxBytes);
      return { kind: 'fetched', body, etag: response.headers.etag ?? null, lastModified: response.headers['last-modified'] ?? null };
    }
  } catch (error) {
    throw plainWords(error, signal);
  }
}

/** Fetches a feed as a calendar app would (see guardedGet): its text, or that it has not changed since `validators`. */
export async function fetchFeed(address: string, validators: FeedValidators, options: FeedFetcherOptions): Promise<FeedFetch> {
  const fetched = await guardedGet(address, validators, options, 'text/calendar, text/plain;q=0.8, */*;q=0.5');
  return fetched.kind === 'not-modified' ? fetched : { kind: 'fetched', text: fetched.body.toString('utf8'), etag: fetched.etag, lastModified: fetched.lastModified };
}

/** Fetches an event's image (a feed's ATTACH) under the same guard, at most `maxBytes`. */
export async function fetchImage(address: string, options: FeedFetcherOptions & { readonly maxBytes: number }): Promise<Buffer> {
  const limits = { ...(options.limits ?? CALENDAR_FETCH_LIMITS), maxBytes: options.maxBytes };
  const fetched = await guardedGet(address, { etag: null, lastModified: null }, { ...options, limits }, 'image/*');
  if (fetched.kind !== 'fetched') throw new FeedFetchError(CALENDAR_IMPORT_MESSAGES.unreachable);
  return fetched.body;
}
