import { JOB_RUN_STATE_LABELS, JOBS_MESSAGES } from '@events/contracts/jobs';
import { expect } from '@playwright/test';
import { test } from '../product-clock.js';
import { createUserWithRole, followMenuItem, logInWithEmail, uniqueEmail } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { urlOf } from '../servers.js';

const TITLES = ['Calendar feed sync', 'Fediverse: send event changes to venue followers', 'Impression page-view prune', 'Occurrence horizon', 'Page-view rollup', 'Saved-search alert digests', 'Widget hits rollup'];
/** The job this test runs: it only forgets page views older than a day, so other tests' figures stay as they are. */
const PRUNE = 'Impression page-view prune';

// A sign-in, a run of a job on the main server (its engine polls every 5 s) and an accessibility scan.
test.describe.configure({ timeout: 90_000 });

test('a superuser opens Jobs from the account menu, runs a job now and sees its last run update', async ({ page }) => {
  const email = uniqueEmail('jobs-admin');
  await createUserWithRole(email, 'superuser', 'Ada');
  await page.goto(urlOf('main', '/auth/login/'));
  await logInWithEmail(page, email);
  await followMenuItem(page, 'Jobs');
  await expect(page).toHaveURL(urlOf('main', '/editor/jobs/'));
  await expect(page.getByRole('heading', { level: 1, name: JOBS_MESSAGES.title })).toBeVisible();

  const table = page.getByRole('table', { name: JOBS_MESSAGES.title });
  await expect(table.getByRole('rowheader')).toHaveText(TITLES);
  // The main server keeps every timetable but the digest's (ALERTS_SCHEDULED=false, e2e/servers.ts).
  await expect(table.getByRole('row', { name: /Saved-search alert digests/ })).toContainText(JOBS_MESSAGES.unscheduled);
  const row = table.getByRole('row', { name: new RegExp(PRUNE) });
  await expect(row).toContainText('23 * * * *');
  await expectNoSeriousA11yViolations(page);

  const lastRun = row.getByRole('cell').nth(1);
  const before = await lastRun.textContent();
  await row.getByRole('button', { name: `Run now: ${PRUNE}` }).click();
  // Another test run pressing it at the same moment may have a run waiting already: either way one runs.
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^(${JOBS_MESSAGES.queued(PRUNE)}|${JOBS_MESSAGES.alreadyWaiting(PRUNE)})$`));
  await expect(lastRun).not.toHaveText(before ?? '', { timeout: 30_000 });
  await expect(lastRun).toContainText(JOB_RUN_STATE_LABELS.completed, { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
});
