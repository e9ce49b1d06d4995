import { queuedBookmarkOf, type QueuedBookmark } from '@events/api-client/saved-items';
import { sessionStore } from '@events/api-client/session-store';
import { APP_WORKER_SCOPE, APP_WORKER_URL, type PageMessage } from '../../service-worker/app-worker-protocol';
import { queuedAppWorkerWrites, settleAppWorkerSession } from '../../service-worker/app-worker-messages';
import { renderedPage } from '../../app/rendered-page';
import { appWorkerStore } from './app-worker-store';

/** Offers the waiting version when there is one and this page already runs an older one (not the first install). */
function offerWaiting(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && navigator.serviceWorker.controller) appWorkerStore.setState({ waiting: registration.waiting });
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  offerWaiting(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting(registration);
    });
  });
  // A tab left open for days learns of a new deployment when the user comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

/**
 * Reports the page's user to the worker whenever it is known: signed in, or anonymous by the server's word. A
 * session that could not be read (`unavailable`, e.g. offline) changes nothing, so an offline start keeps the
 * user's saved lists.
 */
function reportSessions(afterFirst: () => void): void {
  let reported: number | null | undefined;
  const report = (): void => {
    const { status, user } = sessionStore.getState();
    if (status !== 'authenticated' && status !== 'anonymous') return;
    const userId = status === 'authenticated' && user ? user.id : null;
    if (userId === reported) return;
    const first = reported === undefined;
    reported = userId;
    void settleAppWorkerSession(userId).then(() => {
      if (first) afterFirst();
    });
  };
  report();
  sessionStore.subscribe(report);
}

/**
 * What the worker should keep of this page: on a first visit, what the page loaded from its own origin before the
 * worker ran; on any visit to a page the server rendered (issue 29), the API reads it was rendered from and the
 * stylesheets it carries inline (named by disabled links), neither of which the page asked for itself. The worker
 * keeps what it would have kept had the requests passed through it, so the page opens offline, where the app renders
 * it and loads those stylesheets.
 */
async function keepPageReads(firstInstall: boolean): Promise<void> {
  const loaded = firstInstall ? performance.getEntriesByType('resource').map((entry) => entry.name) : [];
  const rendered = renderedPage();
  const reads = (rendered?.reads ?? []).map((address) => new URL(address, window.location.origin).href);
  const stylesheets = rendered ? [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map((link) => link.href) : [];
  const urls = [...loaded, ...reads, ...stylesheets].filter((url) => new URL(url).origin === window.location.origin);
  if (urls.length === 0) return;
  const message: PageMessage = { type: 'keep', urls };
  (await navigator.serviceWorker.ready).active?.postMessage(message);
}

/** Tells the session which bookmarks the worker holds, with the state each will have. */
async function showQueuedBookmarks(): Promise<void> {
  const writes = await queuedAppWorkerWrites();
  const bookmarks = writes.map((write) => queuedBookmarkOf(write.path, write.body)).filter((bookmark): bookmark is QueuedBookmark => bookmark !== null);
  sessionStore.getState().setQueuedBookmarks(bookmarks);
}

/**
 * Bookmarks made offline: shown as waiting from the page's start; sent as soon as the page is back online (the worker
 * also sends them on the browser's sync event); once sent, the session is read again.
 */
function followQueuedBookmarks(): void {
  void showQueuedBookmarks();
  window.addEventListener('online', () => {
    const message: PageMessage = { type: 'send-queued' };
    navigator.serviceWorker.controller?.postMessage(message);
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'queued-writes-sent') {
      void showQueuedBookmarks().then(() => sessionStore.getState().load());
    }
  });
}

/**
 * Registers the app's service worker (issue 32). Loaded after the page's first render, so nothing of it comes
 * before the first card; `updateViaCache: 'none'` has the browser ask the server for the worker on every check.
 */
export async function registerAppWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const firstInstall = navigator.serviceWorker.controller === null;
  const registration = await navigator.serviceWorker.register(APP_WORKER_URL, { scope: APP_WORKER_SCOPE, updateViaCache: 'none' });
  watchForUpdates(registration);
  await navigator.serviceWorker.ready;
  reportSessions(() => void keepPageReads(firstInstall));
  followQueuedBookmarks();
}
