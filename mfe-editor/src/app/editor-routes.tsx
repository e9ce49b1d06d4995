import { RequireRole } from '@events/remote-kit/require-role';
import { EDITOR_REMOTE_ROLES } from '@events/contracts/remotes';
import { NotFound } from '@events/ui/not-found';
import { Link, Outlet, Route, Routes } from 'react-router';

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
        <Route path="*" element={<NotFound LinkComponent={Link} />} />
      </Route>
    </Routes>
  );
}

// The federation exposes `./routes` as a module whose default export is the routes component.
export default EditorRoutes;
