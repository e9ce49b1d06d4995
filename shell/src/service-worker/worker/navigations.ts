import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * Addresses that are not the app's pages: the API, files, the widget's own pages. Workbox matches these against the
 * path and the query, so a file's extension is looked for in the path alone: a listing's address ends in a longitude
 * (`...&longitude=-73.2454`), which is no file.
 */
const NOT_PAGES = [/^\/events\/api\//, /^\/events\/userdata\//, /^\/widget\//, /^\/media\//, /^\/remotes\//, /^\/auth\//, /^[^?]*\.\w+(\?|$)/];

/**
 * Pages come from the server (with its boot data and meta tags) whenever it answers. Without a network the
 * precached shell page answers instead: the app starts, and its reads come from the worker's caches.
 */
export function registerNavigations(): void {
  registerRoute(
    new NavigationRoute(
      async ({ request }) => {
        try {
          return await fetch(request);
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
