import { PLAN_ADMIN_MESSAGES } from '@events/contracts/plan-admin';
import { expect } from '@playwright/test';
import { test } from '../product-clock.js';
import { createUserWithRole, followMenuItem, logInWithEmail, logInWithRole, uniqueEmail, uniqueSuffix } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { urlOf } from '../servers.js';

// Two accounts in two browsers and an accessibility scan.
test.describe.configure({ timeout: 90_000 });

test('a superuser creates a plan, changes it, and puts a producer on it, whose quota follows', async ({ page, browser }) => {
  const producerEmail = uniqueEmail('plan-producer');
  await createUserWithRole(producerEmail, 'producer', 'Pat');
  await logInWithRole(page, 'plans-admin', 'superuser', 'Ada');
  await followMenuItem(page, 'Plans');
  await expect(page.getByRole('heading', { level: 1, name: PLAN_ADMIN_MESSAGES.title })).toBeVisible();

  // A new plan: the form says what is wrong, then creates it.
  const code = `festival-${uniqueSuffix()}`;
  const form = page.getByRole('form', { name: 'New plan' });
  await form.getByLabel('Code').fill('Festival!');
  await form.getByRole('button', { name: 'Create plan' }).click();
  await expect(form.getByText(PLAN_ADMIN_MESSAGES.code)).toBeVisible();
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Name').fill(`Festival ${code}`);
  await form.getByLabel('Active events per venue').fill('40');
  await form.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: PLAN_ADMIN_MESSAGES.saved(`Festival ${code}`) })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('40');
  await expectNoSeriousA11yViolations(page);

  // Changed to 25.
  await row.getByRole('button', { name: `Change Festival ${code}` }).click();
  const change = page.getByRole('form', { name: `Change plan Festival ${code}` });
  await expect(change.getByLabel('Code')).toBeDisabled();
  await change.getByLabel('Active events per venue').fill('25');
  await change.getByRole('button', { name: 'Save plan' }).click();
  await expect(row).toContainText('25');

  // The producer's venue goes on it.
  const assign = page.getByRole('form', { name: 'Assign a plan' });
  await assign.getByLabel('Account e-mail').fill(producerEmail);
  await assign.getByLabel('Plan', { exact: true }).selectOption({ label: `Festival ${code}` });
  await assign.getByRole('button', { name: 'Assign plan' }).click();
  await expect(assign.getByRole('status')).toHaveText(PLAN_ADMIN_MESSAGES.assigned(producerEmail, `Festival ${code}`, 1));

  const producer = await (await browser.newContext()).newPage();
  await producer.goto(urlOf('main', '/auth/login/?next=/manage/'));
  await logInWithEmail(producer, producerEmail);
  await expect(producer.getByTestId('managed-venue')).toContainText(/\d+ of 25 active event\(s\)/);
  await expect(producer.getByTestId('managed-venue')).toContainText(`Plan Festival ${code}`);
  await producer.context().close();
});
