import { worker } from './worker-scope';

/** What the digest job pushes for a saved search (backend alert-push.ts): shown as one notification per search. */
type AlertPush = { readonly title: string; readonly body: string; readonly url: string; readonly tag: string };

const ICON = '/app-icon-192.png';

function alertPushOf(data: PushMessageData | null): AlertPush | null {
  try {
    const value: unknown = data?.json();
    if (typeof value !== 'object' || value === null) return null;
    const { title, body, url, tag } = value as Record<string, unknown>;
    if (typeof title !== 'string' || typeof url !== 'string') return null;
    return { title, body: typeof body === 'string' ? body : '', url, tag: typeof tag === 'string' ? tag : url };
  } catch {
    return null;
  }
}

/** A same-origin address of the push, else the home page: a notification never opens another site. */
function ownAddress(url: unknown): string {
  try {
    const address = new URL(typeof url === 'string' ? url : '/', worker.location.origin);
    return address.origin === worker.location.origin ? address.href : worker.location.origin;
  } catch {
    return worker.location.origin;
  }
}

/**
 * A saved search's push shows as a notification (its tag replaces the search's earlier one); a click opens the
 * search's results, in a window of the app already open when there is one.
 */
export function registerPushNotifications(): void {
  worker.addEventListener('push', (event) => {
    const push = alertPushOf(event.data);
    if (push === null) return;
    event.waitUntil(worker.registration.showNotification(push.title, { body: push.body, tag: push.tag, icon: ICON, data: { url: push.url } }));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = ownAddress((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
        const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
        // Only a window this worker controls can be sent elsewhere; any other gets a new window.
        const moved = open ? await open.navigate(target).catch(() => null) : null;
        // A window the browser does not bring forward still shows the results; only a failed move opens another.
        if (moved) await moved.focus().catch(() => undefined);
        else await worker.clients.openWindow(target);
      }),
    );
  });
}
