import { pageLanguage } from '@events/api-client/language';
import { HydratedMark } from '@events/ui/hydrated-mark';
import { NotFound } from '@events/ui/not-found';
import { Spinner } from '@events/ui/spinner';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from '@events/router';
import { SaveSearchButton } from '../features/saved-searches/components/save-search-button';
import { DiscoveryIntl, loadDiscoveryCatalogue } from '../i18n/discovery-intl';
import { ListingPage } from '../features/search/components/listing-page';
import type { SearchState } from '../utils/search-state';
import { DISCOVERY_SCREEN_PATHS } from './discovery-screen-paths';

// The lists are in the remote's first chunk (the budget is counted to their first card); the other screens
// are fetched when visited. Their chunk names are the LAZY_SCREENS a server-rendered page takes its stylesheets from.
const HomePage = lazy(() => import(/* webpackChunkName: "screen-home" */ '../features/search/components/home-page').then((m) => ({ default: m.HomePage })));
const EventDetailPage = lazy(() =>
  import(/* webpackChunkName: "screen-event-detail" */ '../features/event-detail/components/event-detail-page').then((m) => ({ default: m.EventDetailPage })),
);
const VenueDetailPage = lazy(() =>
  import(/* webpackChunkName: "screen-venue-detail" */ '../features/venue-detail/components/venue-detail-page').then((m) => ({ default: m.VenueDetailPage })),
);

// In the browser the reader's catalogue is asked for as soon as the remote's code runs, beside its first render.
if (typeof document !== 'undefined') void loadDiscoveryCatalogue(pageLanguage());

// The events list offers "Save this search"; the route table joins the two features.
const saveSearchAction = (state: SearchState) => <SaveSearchButton state={state} />;

/**
 * The screens of this remote, matched against the full pathname. The shell hands it `/`, `/events/*`
 * and `/venues/*` (shell/src/app/route-table.ts); any other address under them is "Page not found".
 * They read the remote's own catalogue in the language of the shell's LanguageContext (issue 31): the first render
 * waits for it inside the boundary (the server render waits too; hydration keeps the server's markup meanwhile).
 */
export function DiscoveryRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <DiscoveryIntl>
        <DiscoveryRouteTable />
      </DiscoveryIntl>
    </Suspense>
  );
}

function DiscoveryRouteTable() {
  return (
    <>
      <Routes>
        <Route path={DISCOVERY_SCREEN_PATHS.home} element={<HomePage />} />
        <Route path={DISCOVERY_SCREEN_PATHS.events} element={<ListingPage kind="events" headerAction={saveSearchAction} />} />
        <Route path={DISCOVERY_SCREEN_PATHS.event} element={<EventDetailPage />} />
        <Route path={DISCOVERY_SCREEN_PATHS.venues} element={<ListingPage kind="venues" />} />
        <Route path={DISCOVERY_SCREEN_PATHS.venue} element={<VenueDetailPage />} />
        <Route path="*" element={<NotFound LinkComponent={Link} />} />
      </Routes>
      {/* Commits with the screen (a lazy one included): a server-rendered page's controls answer from then on. */}
      <HydratedMark />
    </>
  );
}

// The federation exposes `./routes` as a module whose default export is the routes component.
export default DiscoveryRoutes;
