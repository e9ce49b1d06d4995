import { APP_WORKER_SCOPE, type PageMessage, type QueuedWrites, type SessionSettled } from './app-worker-protocol';

/** The longest the page waits for the worker's answer to a message before it goes on without one. */
const ANSWER_TIMEOUT_MS = 2_000;

/** The worker controlling this page's scope, once it is active; null without a service worker. */
async function activeWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration(APP_WORKER_SCOPE);
  return registration?.active ?? null;
}

/**
 * Sends `message` to the active worker with a port for its answer: resolves with the answer of type `answerType`, or
 * null without a worker or after ANSWER_TIMEOUT_MS.
 */
async function askAppWorker<A extends { readonly type: string }>(message: PageMessage, answerType: A['type']): Promise<A | null> {
  const active = await activeWorker();
  if (active === null) return null;
  const channel = new MessageChannel();
  const answer = new Promise<A | null>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<A>) => {
      if (event.data.type === answerType) resolve(event.data);
    };
    setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
  });
  active.postMessage(message, [channel.port2]);
  const answered = await answer;
  channel.port1.close();
  return answered;
}

/**
 * Tells the worker who is signed in on this page and resolves once it has dropped every other user's answers (or
 * after the timeout, or at once without a worker): a sign-out waits for it before the next page loads.
 */
export async function settleAppWorkerSession(userId: number | null): Promise<void> {
  await askAppWorker<SessionSettled>({ type: 'session', userId }, 'session-settled');
}

/** The writes the worker holds until the network returns (none without a worker). */
export async function queuedAppWorkerWrites(): Promise<QueuedWrites['writes']> {
  return (await askAppWorker<QueuedWrites>({ type: 'list-queued' }, 'queued-writes'))?.writes ?? [];
}
