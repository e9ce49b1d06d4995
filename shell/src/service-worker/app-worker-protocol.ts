/**
 * What the page and its service worker (service-worker.ts) say to each other, and the names both read. It runs in
 * both, so it uses neither the DOM's nor the worker's globals.
 */

/** Where the worker is served (the shell's dist, no-cache like every unhashed file) and what it controls. */
export const APP_WORKER_URL = '/sw.js';
export const APP_WORKER_SCOPE = '/';

/** Messages from the page. */
export type PageMessage =
  /**
   * Who is signed in on this page (null: nobody). The worker keeps one user's answers at a time and drops them
   * when the page reports someone else or nobody.
   */
  | { readonly type: 'session'; readonly userId: number | null }
  /** The user chose to load the new version: the waiting worker takes over, and the page reloads. */
  | { readonly type: 'skip-waiting' }
  /**
   * Same-origin addresses the page loaded before the worker controlled it (its first visit), and the API reads a
   * server-rendered page was rendered from: the worker fetches and keeps those it would have kept, so one online
   * visit is enough to read the page offline.
   */
  | { readonly type: 'keep'; readonly urls: readonly string[] }
  /** The page is back online: the worker sends the writes it queued now, without waiting for Background Sync. */
  | { readonly type: 'send-queued' }
  /** Which writes wait in the worker's queue: answered with a QueuedWrites on the port the page sent it with. */
  | { readonly type: 'list-queued' };

/** A write waiting in the worker's queue: the API path it goes to and the JSON body it carries. */
export type QueuedWrite = { readonly path: string; readonly body: unknown };

export type QueuedWrites = { readonly type: 'queued-writes'; readonly writes: readonly QueuedWrite[] };

/** Sent to every page of the app once the worker has sent its queued writes (those the server answered). */
export type QueuedWritesSent = { readonly type: 'queued-writes-sent' };

/** The worker's answer to a `session` message, on the port the page sent it with, once its caches agree. */
export type SessionSettled = { readonly type: 'session-settled' };

export { OFFLINE_COPY_HEADER, QUEUED_OFFLINE_STATUS } from '@events/contracts/app-worker';

/** Caches the worker fills at run time (precached files have Workbox's own cache). */
export const CACHE_NAMES = {
  /** Answers anyone may keep (Cache-Control public): listings, details, categories. */
  publicReads: 'reads-public-v1',
  /** The signed-in user's answers; the suffix is the user's id, so another user's cache is never read. */
  personalReadsPrefix: 'reads-personal-v1-',
  /**
   * The answers no one may share that a visitor reads while nobody is signed in (the registry of remotes, which the
   * server varies by account); dropped when someone signs in.
   */
  anonymousReads: 'reads-anonymous-v1',
  /** The remotes' hashed files and their manifests. */
  remotes: 'remotes-v1',
  /** Event and venue images. */
  images: 'images-v1',
} as const;

export function personalCacheName(userId: number): string {
  return `${CACHE_NAMES.personalReadsPrefix}${userId}`;
}

/** The user id a personal cache's name holds, or null for another cache. */
export function userOfCache(name: string): number | null {
  if (!name.startsWith(CACHE_NAMES.personalReadsPrefix)) return null;
  const id = Number(name.slice(CACHE_NAMES.personalReadsPrefix.length));
  return Number.isSafeInteger(id) ? id : null;
}
