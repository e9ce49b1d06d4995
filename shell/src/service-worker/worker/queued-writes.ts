import { Queue } from 'workbox-background-sync';
import type { RouteHandlerCallbackOptions, RouteMatchCallbackOptions } from 'workbox-core';
import { QUEUED_OFFLINE_STATUS, type QueuedWrite, type QueuedWritesSent } from '../app-worker-protocol';
import { worker } from './worker-scope';

/** How long a queued write waits for the network before it is dropped: a week, in minutes. */
const RETENTION_MINUTES = 7 * 24 * 60;
const patterns = APP_WORKER_BUILD.queuedWritePatterns.map((source) => new RegExp(source));

/**
 * Bookmarks made offline (issue 32), kept in IndexedDB by Workbox's Background Sync queue and sent when the
 * connection returns: on the browser's sync event where it has Background Sync, else when the worker next starts, and
 * at once when a page says it is back online. Then every page of the app is told, so it reads the saved state again.
 */
const queue = new Queue('queued-writes', { maxRetentionTime: RETENTION_MINUTES, onSync: ({ queue: pending }) => sendAndTell(pending) });

/** Sends the queued writes in order; one that fails again stays queued (and the replay rejects, so a sync retries). */
async function sendAndTell(pending: Queue): Promise<void> {
  try {
    await pending.replayRequests();
  } finally {
    const sent: QueuedWritesSent = { type: 'queued-writes-sent' };
    for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage(sent);
  }
}

export function isQueuedWrite({ url, request, sameOrigin }: RouteMatchCallbackOptions): boolean {
  return sameOrigin && request.method === 'POST' && patterns.some((pattern) => pattern.test(url.pathname));
}

/** The state a bookmark request forces (`{saved: true|false}`), or null for a toggle, which could not be sent late. */
async function forcedState(request: Request): Promise<boolean | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && 'saved' in body && typeof body.saved === 'boolean' ? body.saved : null;
  } catch {
    return null;
  }
}

/**
 * The request goes to the server; when the network fails, a request that forces its state is queued and answered
 * QUEUED_OFFLINE_STATUS with the state it will have, so the page shows it as made and waiting.
 */
export async function handleQueuedWrite({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch (error) {
    const saved = await forcedState(copy.clone());
    if (saved === null) throw error;
    await queue.pushRequest({ request: copy });
    return new Response(JSON.stringify({ saved }), { status: QUEUED_OFFLINE_STATUS, headers: { 'Content-Type': 'application/json' } });
  }
}

/** The waits before sending again what failed once a page said it is back online: a returning connection often stutters. */
const RESEND_DELAYS_MS = [1_000, 2_000, 4_000, 8_000];

/** Sends what waits now (a page is back online), and again a few times while a write still fails. */
export async function sendQueuedWrites(): Promise<void> {
  for (const delay of [0, ...RESEND_DELAYS_MS]) {
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      await sendAndTell(queue);
      return;
    } catch {
      // The write that failed stays first in the queue; Background Sync also retries it later.
    }
  }
}

/** The writes waiting, oldest first, with their bodies. */
export async function queuedWrites(): Promise<QueuedWrite[]> {
  const entries = await queue.getAll();
  return Promise.all(entries.map(async ({ request }) => ({ path: new URL(request.url).pathname, body: await request.clone().json().catch(() => null) })));
}
