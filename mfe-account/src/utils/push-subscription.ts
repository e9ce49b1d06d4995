import type { PushDeviceRegister } from '@events/contracts/push';

/** Whether this browser can get push notifications from the site: it needs the app's service worker and the Push API. */
export type PushSupport = 'supported' | 'unsupported' | 'blocked';

async function appWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null;
  // The shell registers the worker after the page has loaded; without one (a development server) there is no push.
  return (await navigator.serviceWorker.getRegistration()) ? navigator.serviceWorker.ready : null;
}

export async function pushSupport(): Promise<PushSupport> {
  if ((await appWorker()) === null) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'supported';
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await appWorker();
  return registration ? registration.pushManager.getSubscription() : null;
}

function bytesOf(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * This browser's subscription for the server's key: the one it has when it names that key, else a new one (the browser
 * asks the user's permission the first time). Rejects when the user refuses or the browser has no push service.
 */
export async function subscribeThisDevice(vapidPublicKey: string): Promise<PushSubscription> {
  const registration = await appWorker();
  if (registration === null) throw new Error('This browser has no service worker for push.');
  const key = bytesOf(vapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  const existingKey = existing?.options.applicationServerKey;
  if (existing && existingKey && new Uint8Array(existingKey).every((byte, index) => byte === key[index])) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

const BROWSERS = [
  ['Edg/', 'Edge'],
  ['Firefox/', 'Firefox'],
  ['Chrome/', 'Chrome'],
  ['Safari/', 'Safari'],
] as const;
const SYSTEMS = [
  ['Android', 'Android'],
  ['iPhone', 'iPhone'],
  ['iPad', 'iPad'],
  ['Windows', 'Windows'],
  ['Mac OS', 'macOS'],
  ['Linux', 'Linux'],
] as const;

/** "Chrome on Linux": how the account page names the device, from the browser's user agent. */
export function deviceLabelOf(userAgent: string): string {
  const browser = BROWSERS.find(([mark]) => userAgent.includes(mark))?.[1] ?? 'Browser';
  const system = SYSTEMS.find(([mark]) => userAgent.includes(mark))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

/** The registration body of a subscription, as the push contract reads it. */
export function deviceOf(subscription: PushSubscription): PushDeviceRegister {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' }, label: deviceLabelOf(navigator.userAgent) };
}
