import { CATEGORY_ADMIN_PATH } from '@events/contracts/category-admin';
import { CONTENT_PAGE_ADMIN_PATH } from '@events/contracts/content-pages';
import { EDITOR_DESK_PATHS } from '@events/contracts/editor';
import { JOBS_ADMIN_PATH } from '@events/contracts/jobs';

/**
 * The addresses this remote's screens answer, data only: editor-routes.tsx routes them, and the build writes them to
 * its REMOTE_SCREEN_PATHS_FILE, from which the backend answers 404 for any other address under `/editor/` and
 * `/manage/venues/claims/` (the remote's not-found screen). The contracts the routes chunk loads anyway give their
 * paths; the others are written out, so it loads no more schemas, and editor-screen-paths.spec.ts checks that every
 * link lands on one of them.
 */
export const EDITOR_SCREEN_PATHS = {
  claims: EDITOR_DESK_PATHS.claims,
  submissions: EDITOR_DESK_PATHS.submissions,
  mergeProposals: EDITOR_DESK_PATHS.mergeProposals,
  profile: EDITOR_DESK_PATHS.profile,
  timesheets: EDITOR_DESK_PATHS.timesheets,
  ads: EDITOR_DESK_PATHS.ads,
  fediverseBlocks: EDITOR_DESK_PATHS.fediverseBlocks,
  poiQaReport: '/editor/reports/poi-qa/',
  userReport: '/editor/reports/users/',
  editorReport: '/editor/reports/editors/',
  users: '/editor/users/',
  plans: '/editor/plans/',
  categories: CATEGORY_ADMIN_PATH,
  contentPages: CONTENT_PAGE_ADMIN_PATH,
  contentPage: `${CONTENT_PAGE_ADMIN_PATH}:slug/`,
  jobs: JOBS_ADMIN_PATH,
} as const;
