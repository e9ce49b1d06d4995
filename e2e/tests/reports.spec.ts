import { expect } from '@playwright/test';
import { productDay, test } from '../product-clock.js';
import { createUserWithRole, registerViaApi, signInAt, uniqueEmail } from '../accounts-support.js';
import { createProducerWithVenue } from '../analytics-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { urlOf } from '../servers.js';

test.describe.configure({ timeout: 150_000 });

test('the POI QA Report lists a venue flagged on purpose, its Edit link opens the venue form, and the Editor Report counts the edit', async ({ page }) => {
  const venue = await createProducerWithVenue(uniqueEmail('qa.producer'), 'Quinn');
  const superEmail = uniqueEmail('qa.super');
  await createUserWithRole(superEmail, 'superuser', 'Sue');

  // Made broken on purpose: an editor flags it for recertification in its form.
  await signInAt(page, superEmail, `/manage/venues/edit/${venue.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Venue' })).toBeVisible();
  await page.getByLabel('Recertify').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('flash-messages').getByText(`Successfully updated venue "${venue.name}".`)).toBeVisible();

  await page.goto(urlOf('main', '/editor/reports/poi-qa/'));
  await expect(page.getByRole('heading', { level: 1, name: 'POI QA Report' })).toBeVisible();
  await page.getByLabel('Reason').selectOption('recertify');
  await expect(page).toHaveURL(urlOf('main', '/editor/reports/poi-qa/?reason=recertify'));
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: venue.name, exact: true }) });
  await expect(row).toContainText('Flagged for recertification');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('link', { name: `Edit ${venue.name}` }).click();
  await expect(page).toHaveURL(urlOf('main', `/manage/venues/edit/${venue.id}/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Venue' })).toBeVisible();
  await expect(page.getByLabel('Recertify')).toBeChecked();

  await page.goto(urlOf('main', '/editor/reports/editors/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Editor Report' })).toBeVisible();
  const mine = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: superEmail, exact: true }) });
  await expect(mine).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the User Report counts a new sign-up and offers its figures as CSV', async ({ page, request }) => {
  const superEmail = uniqueEmail('users.super');
  await createUserWithRole(superEmail, 'superuser', 'Sue');
  await signInAt(page, superEmail, '/editor/reports/users/');
  await expect(page.getByRole('heading', { level: 1, name: 'User Report' })).toBeVisible();
  const today = productDay(0);
  const todayCount = page.getByRole('table', { name: 'Sign-ups by day' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: today }) }).getByRole('cell');
  const before = Number((await todayCount.textContent())?.replace(/,/g, ''));
  expect(before).toBeGreaterThanOrEqual(1);
  await expectNoSeriousA11yViolations(page);

  await registerViaApi(request, uniqueEmail('users.newcomer'));
  await page.getByLabel('Date range').selectOption('today');
  await expect.poll(async () => Number((await todayCount.textContent())?.replace(/,/g, ''))).toBeGreaterThan(before);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`user-report-${today}-${today}.csv`);
});
