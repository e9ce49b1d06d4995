import { RequireRole } from '@events/remote-kit/require-role';
import { PRODUCER_REMOTE_ROLES } from '@events/contracts/remotes';
import { NotFound } from '@events/ui/not-found';
import { Spinner } from '@events/ui/spinner';
import { lazy, Suspense } from 'react';
import { Link, Outlet, Route, Routes } from 'react-router';

const SIGN_IN = {
  title: 'Log in to manage your venues and events',
  message: 'Venue and event listings, calendars and statistics are kept with your producer account.',
};

// One chunk per screen group, loaded when its route is first shown.
const venuePages = () => import('../features/venues/components/venue-form-pages');
const VenueAddPage = lazy(() => venuePages().then((m) => ({ default: m.VenueAddPage })));
const VenueSuggestPage = lazy(() => venuePages().then((m) => ({ default: m.VenueSuggestPage })));
const VenueEditPage = lazy(() => venuePages().then((m) => ({ default: m.VenueEditPage })));
const VenueOwnersPage = lazy(() => venuePages().then((m) => ({ default: m.VenueOwnersPage })));

/**
 * The screens of this remote, matched against the full pathname. The shell hands it `/manage/events/*`,
 * `/manage/venues/*` (but /manage/venues/claims/), `/manage/stats/`, `/manage/support/submit/`,
 * `/claim/poi/producer/`, `/account/widgets/*` and `/subscription/manage/` (shell/src/app/remote-routes.ts).
 * Venue submission and suggestion need only a signed-in account; every other screen sits behind the producer
 * roles. Addresses without a screen answer "Page not found" inside the main region.
 */
export function ProducerRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/manage/venues/add/" element={<VenueAddPage />} />
        <Route path="/manage/venues/suggest/" element={<VenueSuggestPage />} />
        <Route path="/manage/venues/edit/:id/" element={<VenueEditPage />} />
        <Route path="/manage/venues/" element={<VenueOwnersPage />} />
        <Route
          element={
            <RequireRole roles={PRODUCER_REMOTE_ROLES} signIn={SIGN_IN}>
              <Outlet />
            </RequireRole>
          }
        >
          <Route path="*" element={<NotFound LinkComponent={Link} />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

// The federation exposes `./routes` as a module whose default export is the routes component.
export default ProducerRoutes;
