import { RequireRole } from '@events/remote-kit/require-role';
import { EDITOR_REMOTE_ROLES } from '@events/contracts/remotes';
import { NotFound } from '@events/ui/not-found';
import { lazy } from 'react';
import { Link, Outlet, Route, Routes } from 'react-router';

// Each screen is its own chunk, fetched when first visited; the chunk name is what `npm run bench:bundle` lists.
const ClaimsPage = lazy(() =>
  import(/* webpackChunkName: "screen-claims" */ '../features/claims/components/claims-page').then((m) => ({ default: m.ClaimsPage })),
);

const SIGN_IN = {
  title: 'Log in to the editor tools',
  message: 'Claims, reports, advertisements and staff tools are for editors.',
};

/**
 * The screens of this remote, matched against the full pathname. The shell hands it `/manage/venues/claims/` and
 * `/editor/*` (shell/src/app/route-table.ts). Every screen sits behind RequireRole; its screens arrive with their
 * issues, until then every address under those prefixes answers "Page not found" inside the main region.
 */
export function EditorRoutes() {
  return (
    <Routes>
      <Route
        element={
          <RequireRole roles={EDITOR_REMOTE_ROLES} signIn={SIGN_IN}>
            <Outlet />
          </RequireRole>
        }
      >
        <Route path="/manage/venues/claims/" element={<ClaimsPage />} />
        <Route path="*" element={<NotFound LinkComponent={Link} />} />
      </Route>
    </Routes>
  );
}

// The federation exposes `./routes` as a module whose default export is the routes component.
export default EditorRoutes;
