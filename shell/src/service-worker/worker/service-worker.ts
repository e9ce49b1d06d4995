import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { PageMessage, QueuedWrites, SessionSettled } from '../app-worker-protocol';
import { registerAssetRoutes } from './asset-routes';
import { registerNavigations } from './navigations';
import { registerPushNotifications } from './push-notifications';
import { keepLoaded } from './keep-loaded';
import { handleQueuedWrite, isQueuedWrite, queuedWrites, sendQueuedWrites } from './queued-writes';
import { handleOfflineRead, isOfflineRead, keepFreshRead } from './offline-reads-route';
import { warmRemotes } from './remote-warmup';
import { settleSession } from './session-caches';
import { type PrecacheScope, worker } from './worker-scope';

/**
 * The app's service worker (issue 32): the shell's files of this deployment precached, the remotes' entry files
 * kept at install, listings, details and a user's saved lists network first with an offline copy, images
 * stale-while-revalidate, bookmarks made offline queued until the network returns, saved-search alerts shown as
 * notifications. A new version waits until the user chooses to reload (the page's update prompt).
 */
// The shell's page is precached for offline starts only (navigations.ts): '/' stays the server's page, not the file.
precacheAndRoute((self as unknown as PrecacheScope).__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
registerRoute(isOfflineRead, handleOfflineRead);
registerRoute(isQueuedWrite, handleQueuedWrite, 'POST');
registerAssetRoutes();
registerNavigations();
registerPushNotifications();

worker.addEventListener('install', (event) => {
  event.waitUntil(warmRemotes(worker.location.origin));
});

// The first version controls the pages that installed it at once; a later one only once it is chosen (skip-waiting).
worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});

function isPageMessage(data: unknown): data is PageMessage {
  return typeof data === 'object' && data !== null && 'type' in data;
}

worker.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isPageMessage(message)) return;
  if (message.type === 'skip-waiting') {
    event.waitUntil(worker.skipWaiting());
  } else if (message.type === 'session') {
    const settled: SessionSettled = { type: 'session-settled' };
    const settling = settleSession(message.userId).then(() => event.ports[0]?.postMessage(settled));
    // Then the registry of this user's remotes, which an offline start needs (the server's pages carry it inline).
    event.waitUntil(settling.then(() => keepFreshRead(APP_WORKER_BUILD.registryPath, worker.location.origin)).catch(() => undefined));
  } else if (message.type === 'keep') {
    event.waitUntil(keepLoaded(message.urls, worker.location.origin).catch(() => undefined));
  } else if (message.type === 'send-queued') {
    event.waitUntil(sendQueuedWrites());
  } else if (message.type === 'list-queued') {
    const port = event.ports[0];
    event.waitUntil(queuedWrites().then((writes) => port?.postMessage({ type: 'queued-writes', writes } satisfies QueuedWrites)));
  }
});
