import '@events/ui/styles.css';
import './app/layout.css';
import { LanguageContext, pageLanguage, pseudoLocaleOn } from '@events/api-client/language';
import { sessionStore } from '@events/api-client/session-store';
import { StrictMode } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { pageQueryClient } from './app/query-client';
import { renderedPage } from './app/rendered-page';
import { remoteForPath, shellPageForPath } from './app/route-table';
import { pageBoot } from './federation/page-boot';
import { loadShellCatalogue } from './i18n/shell-intl';
import { remoteRoutesLoad } from './federation/remote-routes-loader';

// A page the server rendered (issue 29) carries the answers it was rendered from.
const rendered = renderedPage();

// A visitor whose request carried no credentials is anonymous: no user-context call (nor its schemas) before
// the first content. Signing in later updates the store as before.
// Its first listing (on /events/ and /venues/) is asked for now rather than after the remote has run, unless the
// page already holds it. The listing query's code (libs/domain) is a chunk of its own, which a page the server
// rendered never loads.
if (pageBoot().anonymous) {
  sessionStore.setState({ status: 'anonymous', user: null });
  if (rendered === null) {
    import('./features/listings/api/prefetch-first-listing').then(({ prefetchFirstListing }) => prefetchFirstListing(window.location)).catch(() => undefined);
  }
}

// The address's remote starts loading now, while React renders the layout; its RemoteBoundary uses this load.
const { pathname } = window.location;
const initialRemote = shellPageForPath(pathname) ? null : remoteForPath(pathname);
if (initialRemote) remoteRoutesLoad(initialRemote).catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The page's language is the server's choice for this request (issue 31); the shell renders once its catalogue is
// here, so the first render reads as the server's markup does.
const language = pageLanguage();
const app = (
  <StrictMode>
    <LanguageContext value={language}>
      <App />
    </LanguageContext>
  </StrictMode>
);
void loadShellCatalogue(language).then(() => {
  // The query cache starts with the answers the server rendered from, so nothing is asked for again.
  if (rendered !== null) hydrate(pageQueryClient(), rendered.cache);
  // The server's markup stays and becomes the app, and the remote's region keeps its markup until the remote has
  // loaded; in the pseudo-locale (a check of the catalogues) every word differs from the server's: rendered anew.
  if (rendered !== null && container.hasChildNodes() && !pseudoLocaleOn()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

// The service worker (issue 32) registers once the page has loaded, so none of it comes before the first card.
// Development servers build no worker.
if (process.env.NODE_ENV === 'production') {
  // A first visit hands the worker what it loaded before the worker ran (register-app-worker.ts), read from the
  // resource timings: room for a listing's chunks, images and map tiles beyond the browser's default 250 entries.
  performance.setResourceTimingBufferSize(1000);
  const registerWorker = () => {
    import('./features/app-worker/register-app-worker').then(({ registerAppWorker }) => registerAppWorker()).catch(() => undefined);
  };
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}
