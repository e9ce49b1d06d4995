import { RequireRole } from '@events/remote-kit/require-role';
import { PRODUCER_REMOTE_ROLES } from '@events/contracts/remotes';
import { NotFound } from '@events/ui/not-found';
import { Spinner } from '@events/ui/spinner';
import { lazy, Suspense } from 'react';
import { Link, Navigate, Outlet, Route, Routes } from 'react-router';

const EventListPage = lazy(() => import('../features/events/components/event-list-page').then((m) => ({ default: m.EventListPage })));
const AddEventPage = lazy(() => import('../features/events/components/event-form-page').then((m) => ({ default: m.AddEventPage })));
const EditEventPage = lazy(() => import('../features/events/components/event-form-page').then((m) => ({ default: m.EditEventPage })));

const SIGN_IN = {
  title: 'Log in to manage your venues and events',
  message: 'Venue and event listings, calendars and statistics are kept with your producer account.',
};

/**
 * The screens of this remote, matched against the full pathname. The shell hands it `/manage/events/*`,
 * `/manage/venues/add/`, `/manage/stats/`, `/manage/support/submit/`, `/claim/poi/producer/`,
 * `/account/widgets/*` and `/subscription/manage/` (shell/src/app/route-table.ts). Every screen sits behind
 * RequireRole; its screens arrive with their issues, until then every address under those prefixes answers
 * "Page not found" inside the main region.
 */
export function ProducerRoutes() {
  return (
    <Routes>
      {/* Legacy add pages (spec section 2) lead to the event form; the live-stream one preselects the online type. */}
      <Route path="/add/event/" element={<Navigate replace to="/manage/events/add/" />} />
      <Route path="/add/livestream/" element={<Navigate replace to="/manage/events/add/?type=online" />} />
      <Route
        element={
          <RequireRole roles={PRODUCER_REMOTE_ROLES} signIn={SIGN_IN}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </RequireRole>
        }
      >
        <Route path="/manage/events/" element={<EventListPage />} />
        <Route path="/manage/events/add/" element={<AddEventPage />} />
        <Route path="/manage/events/edit/:id/" element={<EditEventPage />} />
        <Route path="*" element={<NotFound LinkComponent={Link} />} />
      </Route>
    </Routes>
  );
}

// The federation exposes `./routes` as a module whose default export is the routes component.
export default ProducerRoutes;
