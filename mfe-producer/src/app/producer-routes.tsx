import { RequireRole } from '@events/remote-kit/require-role';
import { PRODUCER_REMOTE_ROLES } from '@events/contracts/remotes';
import { NotFound } from '@events/ui/not-found';
import { Link, Outlet, Route, Routes } from 'react-router';

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
  );
}

// The federation exposes `./routes` as a module whose default export is the routes component.
export default ProducerRoutes;
