import { CACHE_NAMES } from '../app-worker-protocol';
import { HASHED_FILE } from './asset-routes';
import { keepRead, isOfflineReadPath } from './offline-reads-route';

/**
 * Keeps what a page loaded before this worker controlled it (the `keep` message): the reads the worker keeps,
 * fetched again so they are stored as the worker stores them, and the remotes' hashed files. Everything else
 * (the shell's files are precached; images are kept from the next view) is left alone.
 */
export async function keepLoaded(urls: readonly string[], origin: string): Promise<void> {
  const own = urls.map((url) => new URL(url)).filter((url) => url.origin === origin);
  const remoteFiles = own.filter((url) => url.pathname.startsWith('/remotes/') && HASHED_FILE.test(url.pathname));
  const reads = own.filter((url) => isOfflineReadPath(url.pathname));
  const remotes = await caches.open(CACHE_NAMES.remotes);
  await Promise.all([
    ...remoteFiles.map((url) => remotes.add(url.href).catch(() => undefined)),
    ...reads.map(async (url) => {
      const request = new Request(url.href);
      const response = await fetch(request);
      if (response.ok) await keepRead(request, response);
    }),
  ]);
}
