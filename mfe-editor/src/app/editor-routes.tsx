import { RequireRole } from '@events/remote-kit/require-role';
import { RoleArea } from '@events/remote-kit/role-area';
import { EDITOR_REMOTE_ROLES } from '@events/contracts/remotes';
import { NotFound } from '@events/ui/not-found';
import { plainMessages, useAppIntl } from '@events/ui/i18n/app-intl';
import { lazy, Suspense } from 'react';
import { defineMessages } from '@events/api-client/intl';
import { Link, Outlet, Route, Routes } from '@events/router';
import { EditorIntl } from '../i18n/editor-intl';
import { DeskLayout } from './desk-layout';
import { EDITOR_SCREEN_PATHS } from './editor-screen-paths';

const messages = plainMessages(defineMessages({
  signInTitle: { id: 'editor.routes.signInTitle', defaultMessage: 'Log in to the editor tools' },
  signInMessage: { id: 'editor.routes.signInMessage', defaultMessage: 'Claims, reports, advertisements and staff tools are for editors.' },
}));

// Each screen is its own chunk, fetched when first visited; the chunk name is what `npm run bench:bundle` lists.
const ClaimsPage = lazy(() =>
  import(/* webpackChunkName: "screen-claims" */ '../features/claims/components/claims-page').then((m) => ({ default: m.ClaimsPage })),
);
const PoiQaReportPage = lazy(() =>
  import(/* webpackChunkName: "screen-poi-qa-report" */ '../features/reports/components/poi-qa-report-page').then((m) => ({ default: m.PoiQaReportPage })),
);
const UserReportPage = lazy(() =>
  import(/* webpackChunkName: "screen-user-report" */ '../features/reports/components/user-report-page').then((m) => ({ default: m.UserReportPage })),
);
const EditorReportPage = lazy(() =>
  import(/* webpackChunkName: "screen-editor-report" */ '../features/reports/components/editor-report-page').then((m) => ({ default: m.EditorReportPage })),
);
const UsersPage = lazy(() => import(/* webpackChunkName: "screen-users" */ '../features/users/components/users-page').then((m) => ({ default: m.UsersPage })));
const CategoriesPage = lazy(() =>
  import(/* webpackChunkName: "screen-categories" */ '../features/categories/components/categories-page').then((m) => ({ default: m.CategoriesPage })),
);
const ContentPagesList = lazy(() =>
  import(/* webpackChunkName: "screen-content-pages" */ '../features/content-pages/components/content-pages-list').then((m) => ({
    default: m.ContentPagesList,
  })),
);
const ContentPageEditor = lazy(() =>
  import(/* webpackChunkName: "screen-content-page-editor" */ '../features/content-pages/components/content-page-editor').then((m) => ({
    default: m.ContentPageEditor,
  })),
);
const PlansPage = lazy(() => import(/* webpackChunkName: "screen-plans" */ '../features/plans/components/plans-page').then((m) => ({ default: m.PlansPage })));
const JobsPage = lazy(() => import(/* webpackChunkName: "screen-jobs" */ '../features/jobs/components/jobs-page').then((m) => ({ default: m.JobsPage })));
const SubmissionsPage = lazy(() =>
  import(/* webpackChunkName: "screen-venue-submissions" */ '../features/moderation/components/submissions-page').then((m) => ({
    default: m.SubmissionsPage,
  })),
);
const MergeProposalsPage = lazy(() =>
  import(/* webpackChunkName: "screen-merge-proposals" */ '../features/merge-proposals/components/merge-proposals-page').then((m) => ({
    default: m.MergeProposalsPage,
  })),
);

const EditorProfilePage = lazy(() =>
  import(/* webpackChunkName: "screen-editor-profile" */ '../features/editor-profile/components/editor-profile-page').then((m) => ({
    default: m.EditorProfilePage,
  })),
);
const TimesheetsPage = lazy(() =>
  import(/* webpackChunkName: "screen-editor-timesheets" */ '../features/timesheets/components/timesheets-page').then((m) => ({
    default: m.TimesheetsPage,
  })),
);
const BlockedDomainsPage = lazy(() =>
  import(/* webpackChunkName: "screen-fediverse-blocks" */ '../features/federation/components/blocked-domains-page').then((m) => ({
    default: m.BlockedDomainsPage,
  })),
);
const SearchAdsPage = lazy(() =>
  import(/* webpackChunkName: "screen-search-ads" */ '../features/search-ads/components/search-ads-page').then((m) => ({ default: m.SearchAdsPage })),
);

/**
 * The screens of this remote, matched against the full pathname. The shell hands it `/manage/venues/claims/*` and
 * `/editor/*` (shell/src/app/remote-routes.ts). Every screen sits behind RequireRole. The moderation desk's layout
 * holds the tabs over its three screens (claims, venue submissions, proposed merges); any other address answers
 * "Page not found" inside the main region (and the backend a 404: editor-screen-paths.ts).
 */
export function EditorRoutes() {
  // The remote's own catalogue, in the language the shell provides (issue 31).
  return (
    <Suspense fallback={null}>
      <EditorIntl>
        <EditorScreens />
      </EditorIntl>
    </Suspense>
  );
}

function EditorScreens() {
  const intl = useAppIntl();
  const signIn = { title: intl.formatMessage(messages.signInTitle), message: intl.formatMessage(messages.signInMessage) };
  return (
    <Routes>
      <Route
        element={<RoleArea roles={EDITOR_REMOTE_ROLES} signIn={signIn} />}
      >
        <Route element={<DeskLayout />}>
          <Route path={EDITOR_SCREEN_PATHS.claims} element={<ClaimsPage />} />
          <Route path={EDITOR_SCREEN_PATHS.submissions} element={<SubmissionsPage />} />
          <Route path={EDITOR_SCREEN_PATHS.mergeProposals} element={<MergeProposalsPage />} />
        </Route>
        <Route path={EDITOR_SCREEN_PATHS.profile} element={<EditorProfilePage />} />
        <Route path={EDITOR_SCREEN_PATHS.timesheets} element={<TimesheetsPage />} />
        <Route path={EDITOR_SCREEN_PATHS.ads} element={<SearchAdsPage />} />
        <Route path={EDITOR_SCREEN_PATHS.fediverseBlocks} element={<BlockedDomainsPage />} />
        <Route path={EDITOR_SCREEN_PATHS.poiQaReport} element={<PoiQaReportPage />} />
        {/* User Report and Editor Report: superusers only (section 6); so are Users, Plans, Categories and Content Pages (issue 27), and Jobs (issue 28). */}
        <Route
          element={
            <RequireRole roles={['superuser']} signIn={signIn}>
              <Outlet />
            </RequireRole>
          }
        >
          <Route path={EDITOR_SCREEN_PATHS.userReport} element={<UserReportPage />} />
          <Route path={EDITOR_SCREEN_PATHS.editorReport} element={<EditorReportPage />} />
          <Route path={EDITOR_SCREEN_PATHS.users} element={<UsersPage />} />
          <Route path={EDITOR_SCREEN_PATHS.plans} element={<PlansPage />} />
          <Route path={EDITOR_SCREEN_PATHS.categories} element={<CategoriesPage />} />
          <Route path={EDITOR_SCREEN_PATHS.contentPages} element={<ContentPagesList />} />
          <Route path={EDITOR_SCREEN_PATHS.contentPage} element={<ContentPageEditor />} />
          <Route path={EDITOR_SCREEN_PATHS.jobs} element={<JobsPage />} />
        </Route>
        <Route path="*" element={<NotFound LinkComponent={Link} />} />
      </Route>
    </Routes>
  );
}

// The federation exposes `./routes` as a module whose default export is the routes component.
export default EditorRoutes;
