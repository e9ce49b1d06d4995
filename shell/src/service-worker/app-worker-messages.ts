import { APP_WORKER_SCOPE, type PageMessage, type SessionSettled } from './app-worker-protocol';

/** The longest a sign-out waits for the worker to drop the user's answers before the page moves on. */
const SETTLE_TIMEOUT_MS = 2_000;

/** The worker controlling this page's scope, once it is active; null without a service worker. */
async function activeWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration(APP_WORKER_SCOPE);
  return registration?.active ?? null;
}

/**
 * Tells the worker who is signed in on this page and resolves once it has dropped every other user's answers (or
 * after SETTLE_TIMEOUT_MS, or at once without a worker): a sign-out waits for it before the next page loads.
 */
export async function settleAppWorkerSession(userId: number | null): Promise<void> {
  const active = await activeWorker();
  if (active === null) return;
  const channel = new MessageChannel();
  const settled = new Promise<void>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<SessionSettled>) => {
      if (event.data.type === 'session-settled') resolve();
    };
    setTimeout(resolve, SETTLE_TIMEOUT_MS);
  });
  const message: PageMessage = { type: 'session', userId };
  active.postMessage(message, [channel.port2]);
  await settled;
  channel.port1.close();
}
