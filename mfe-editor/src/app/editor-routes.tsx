import { RequireRole } from '@events/remote-kit/require-role';
import { EDITOR_REMOTE_ROLES } from '@events/contracts/remotes';
import { NotFound } from '@events/ui/not-found';
import { lazy, Suspense } from 'react';
import { Spinner } from '@events/ui/spinner';
import { Link, Outlet, Route, Routes } from 'react-router';

// Each screen is its own chunk, fetched when first visited; the chunk name is what `npm run bench:bundle` lists.
const PoiQaReportPage = lazy(() =>
  import(/* webpackChunkName: "screen-poi-qa-report" */ '../features/reports/components/poi-qa-report-page').then((m) => ({ default: m.PoiQaReportPage })),
);
const UserReportPage = lazy(() =>
  import(/* webpackChunkName: "screen-user-report" */ '../features/reports/components/user-report-page').then((m) => ({ default: m.UserReportPage })),
);
const EditorReportPage = lazy(() =>
  import(/* webpackChunkName: "screen-editor-report" */ '../features/reports/components/editor-report-page').then((m) => ({ default: m.EditorReportPage })),
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
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </RequireRole>
        }
      >
        <Route path="/editor/reports/poi-qa/" element={<PoiQaReportPage />} />
        {/* User Report and Editor Report: superusers only (section 6). */}
        <Route
          element={
            <RequireRole roles={['superuser']} signIn={SIGN_IN}>
              <Outlet />
            </RequireRole>
          }
        >
          <Route path="/editor/reports/users/" element={<UserReportPage />} />
          <Route path="/editor/reports/editors/" element={<EditorReportPage />} />
        </Route>
        <Route path="*" element={<NotFound LinkComponent={Link} />} />
      </Route>
    </Routes>
  );
}

// The federation exposes `./routes` as a module whose default export is the routes component.
export default EditorRoutes;
