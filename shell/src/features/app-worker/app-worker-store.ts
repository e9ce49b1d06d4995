import type { PageMessage } from '../../service-worker/app-worker-protocol';
import { createStore } from 'zustand/vanilla';

export type AppWorkerState = {
  /** A new version of the app is installed and waits for the user's choice to reload. */
  readonly waiting: ServiceWorker | null;
  /** The browser has no network connection (its `offline` event, until `online`). */
  readonly offline: boolean;
};

/**
 * What the app's status shows; `waiting` is set by register-app-worker.ts, which loads after the first render. The
 * first state is online, as a page rendered on the server is (hydration reads the first state); the browser's own
 * follows at once.
 */
export const appWorkerStore = createStore<AppWorkerState>(() => ({ waiting: null, offline: false }));

// The server render (issue 29) has no window: it shows the first state only.
if (typeof window !== 'undefined') {
  appWorkerStore.setState({ offline: navigator.onLine === false });
  window.addEventListener('offline', () => appWorkerStore.setState({ offline: true }));
  window.addEventListener('online', () => appWorkerStore.setState({ offline: false }));
}

/** Posts the waiting version its cue: it takes over, then the page reloads on it. */
function takeOver(waiting: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  const message: PageMessage = { type: 'skip-waiting' };
  waiting.postMessage(message);
}

/**
 * Once the user chose to reload: the version waiting now takes over. It is asked for again, since a later deployment
 * may have replaced the one first offered, which then never takes over.
 */
export function applyUpdate(): void {
  const offered = appWorkerStore.getState().waiting;
  if (offered === null) return;
  navigator.serviceWorker
    .getRegistration()
    .then((registration) => takeOver(registration?.waiting ?? offered))
    .catch(() => takeOver(offered));
}
