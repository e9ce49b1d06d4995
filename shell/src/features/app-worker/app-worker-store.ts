import type { PageMessage } from '../../service-worker/app-worker-protocol';
import { createStore } from 'zustand/vanilla';

export type AppWorkerState = {
  /** A new version of the app is installed and waits for the user's choice to reload. */
  readonly waiting: ServiceWorker | null;
};

/** What the update prompt shows; set by register-app-worker.ts, which loads after the first render. */
export const appWorkerStore = createStore<AppWorkerState>(() => ({ waiting: null }));

/** Once the user chose to reload: the waiting version takes over, then the page reloads on it. */
export function applyUpdate(): void {
  const { waiting } = appWorkerStore.getState();
  if (waiting === null) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  const message: PageMessage = { type: 'skip-waiting' };
  waiting.postMessage(message);
}
