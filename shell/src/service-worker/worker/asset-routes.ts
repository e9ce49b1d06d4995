import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES } from '../app-worker-protocol';

/** A file name with a content hash (`name.3f9a1c2b.js`): it never changes, so a kept copy is always right. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.(?:js|css)$/;
const ONLY_OK = new CacheableResponsePlugin({ statuses: [200] });

/**
 * The remotes' files and the images, same-origin only (a remote or an image bucket on another origin is the
 * browser's own business):
 * - a remote's hashed files from the cache once kept; its manifest and other unhashed files network first (a remote
 *   deployed on its own is picked up online), the kept copy offline;
 * - images stale-while-revalidate, at most IMAGE_ENTRIES of them, the oldest dropped first (and all of them when the
 *   browser runs out of room).
 */
export const IMAGE_ENTRIES = 300;
const REMOTE_ENTRIES = 600;

export function registerAssetRoutes(): void {
  const remotesExpiry = new ExpirationPlugin({ maxEntries: REMOTE_ENTRIES, purgeOnQuotaError: true });
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/remotes/') && HASHED_FILE.test(url.pathname),
    new CacheFirst({ cacheName: CACHE_NAMES.remotes, plugins: [ONLY_OK, remotesExpiry] }),
  );
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/remotes/'),
    new NetworkFirst({ cacheName: CACHE_NAMES.remotes, networkTimeoutSeconds: 3, plugins: [ONLY_OK, remotesExpiry] }),
  );
  registerRoute(
    ({ url, sameOrigin, request }) => sameOrigin && (request.destination === 'image' || url.pathname.startsWith('/media/')),
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.images,
      plugins: [ONLY_OK, new ExpirationPlugin({ maxEntries: IMAGE_ENTRIES, purgeOnQuotaError: true })],
    }),
  );
}
