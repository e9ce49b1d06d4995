import { CATEGORY_ADMIN_PATH } from '@events/contracts/category-admin';
import { CONTENT_PAGE_ADMIN_PATH } from '@events/contracts/content-pages';
import { EDITOR_DESK_PATHS } from '@events/contracts/editor';
import { JOBS_ADMIN_PATH } from '@events/contracts/jobs';
import { PLAN_ADMIN_PATH } from '@events/contracts/plan-admin';
import { REPORT_PATHS } from '@events/contracts/reports';
import { USER_ADMIN_PATH } from '@events/contracts/user-admin';
import { isScreenAddress } from '@events/remote-kit/screen-address';
import { EDITOR_SCREEN_PATHS } from './editor-screen-paths';

// The backend answers 404 for an address under /editor/ or /manage/venues/claims/ that none of this remote's screen
// paths matches, so every link the product gives to an editor screen must be one of them.
describe('the editor screen paths', () => {
  it.each([
    ...Object.values(EDITOR_DESK_PATHS),
    ...Object.values(REPORT_PATHS),
    USER_ADMIN_PATH,
    PLAN_ADMIN_PATH,
    CATEGORY_ADMIN_PATH,
    CONTENT_PAGE_ADMIN_PATH,
    `${CONTENT_PAGE_ADMIN_PATH}about/`,
    JOBS_ADMIN_PATH,
  ])('%s opens a screen', (address) => {
    expect(isScreenAddress(EDITOR_SCREEN_PATHS, address)).toBe(true);
  });

  it.each(['/editor/claims/', '/editor/reports/', '/manage/venues/claims/12/'])('%s opens none', (address) => {
    expect(isScreenAddress(EDITOR_SCREEN_PATHS, address)).toBe(false);
  });
});
