import { USER_ADMIN_MESSAGES } from '@events/contracts/user-admin';
import { expect } from '@playwright/test';
import { test } from '../product-clock.js';
import { accountButton, followMenuItem, loginLink, logInWithRole, registerViaApi, uniqueEmail } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { mailTo } from '../claims-support.js';
import { urlOf } from '../servers.js';

// Two accounts in two browsers, the desk and an accessibility scan.
test.describe.configure({ timeout: 90_000 });

test('a superuser makes a user an editor from the browser, who then sees the desk; a reset link and a deactivation follow', async ({ page, browser }) => {
  const userEmail = uniqueEmail('to-editor');
  const other = await browser.newContext();
  const userPage = await other.newPage();
  await registerViaApi(userPage.request, userEmail);

  await logInWithRole(page, 'users-admin', 'superuser', 'Ada');
  await followMenuItem(page, 'Users');
  await expect(page.getByRole('heading', { level: 1, name: USER_ADMIN_MESSAGES.title })).toBeVisible();

  await page.getByLabel(USER_ADMIN_MESSAGES.searchLabel).fill(userEmail);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('account-row').filter({ hasText: userEmail });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('account-row')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await row.getByLabel(`Role of ${userEmail}`).selectOption({ label: 'Editor' });
  await expect(row.getByRole('status')).toHaveText('Role saved.');
  await expect(row.getByLabel(`Role of ${userEmail}`)).toHaveValue('editor');

  // The new editor's next page knows: the moderation desk opens and the menu lists it.
  await userPage.goto(urlOf('main', '/manage/venues/claims/'));
  await expect(userPage.getByRole('heading', { name: 'Manage Producer Requests' })).toBeVisible();
  await accountButton(userPage).click();
  await expect(userPage.getByRole('menuitem', { name: 'Venue Moderation' })).toBeVisible();
  await userPage.keyboard.press('Escape');

  // A reset link by mail, then the account is deactivated: its session ends at the next page.
  await row.getByRole('button', { name: `Send reset link to ${userEmail}` }).click();
  await expect(row.getByRole('status')).toHaveText(USER_ADMIN_MESSAGES.resetSent(userEmail));
  expect(await mailTo(userEmail, 'password reset')).toContain('/account/password_reset/confirm/');
  await row.getByLabel(`Active: ${userEmail}`).uncheck();
  await expect(row.getByRole('status')).toHaveText('Account deactivated.');
  await expect(row.getByRole('button', { name: `Send reset link to ${userEmail}` })).toBeDisabled();
  await userPage.reload();
  await expect(loginLink(userPage)).toBeVisible();
  await other.close();
});
