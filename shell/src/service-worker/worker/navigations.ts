import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * Addresses that are not the app's pages: the API, files, the widget's own pages. Workbox matches these against the
 * path and the query, so a file's extension is looked for in the path alone: a listing's address ends in a longitude
 * (`...&longitude=-73.2454`), which is no file.
 */
const NOT_PAGES = [/^\/events\/api\//, /^\/events\/userdata\//, /^\/widget\//, /^\/media\//, /^\/remotes\//, /^\/auth\//, /^[^?]*\.\w+(\?|$)/];

/**
 * Pages come from the server (with its boot data, meta tags and rendered body) whenever it answers. The browser asks
 * for a page while it starts the worker (navigation preload), so a page opened under the worker waits for the server
 * no longer than one opened without it. Without a network the precached shell page answers instead: the app starts,
 * and its reads come from the worker's caches.
 */
export function registerNavigations(): void {
  enableNavigationPreload();
  registerRoute(
    new NavigationRoute(
      async ({ request, event }) => {
        try {
          // Undefined when the browser made no preload (none supported, or the worker was not active yet).
          const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
          return preloaded ?? (await fetch(request));
        } catch (error) {
          const shellPage = await matchPrecache('/index.html');
          if (shellPage) return shellPage;
          throw error;
        }
      },
      { denylist: NOT_PAGES },
    ),
  );
}
