import { CATEGORY_ADMIN_MESSAGES } from '@events/contracts/category-admin';
import { expect } from '@playwright/test';
import { test } from '../product-clock.js';
import { accountButton, createUserWithRole, signInAt, uniqueEmail, uniqueSuffix } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { urlOf } from '../servers.js';

// Two screens and an accessibility scan.
test.describe.configure({ timeout: 60_000 });

test('a superuser adds a category and renames it from the menu, and the events filter offers it', async ({ page }) => {
  const adminEmail = uniqueEmail('categories-admin');
  await createUserWithRole(adminEmail, 'superuser', 'Ada');
  await signInAt(page, adminEmail, '/account/');
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Categories', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: CATEGORY_ADMIN_MESSAGES.title })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Film \d+/ })).toBeVisible();

  // A name another category has, in any letter case, is refused where it was typed.
  const form = page.getByRole('form', { name: 'New category' });
  await form.getByLabel('Name').fill('film');
  await form.getByRole('button', { name: 'Add category' }).click();
  await expect(form.getByText(CATEGORY_ADMIN_MESSAGES.taken)).toBeVisible();

  const name = `Contra Dance ${uniqueSuffix()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('status')).toHaveText(CATEGORY_ADMIN_MESSAGES.added(name));
  await expect(page.getByRole('row', { name: new RegExp(`^${name} 0`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Rename puts the caret in the name; the new name replaces the old one in the table.
  const renamed = name.replace('Contra Dance', 'Contra & Square Dance');
  await page.getByRole('button', { name: `Rename ${name}` }).click();
  const rename = page.getByRole('form', { name: `Rename ${name}` });
  await expect(rename.getByLabel('Name')).toBeFocused();
  await rename.getByLabel('Name').fill(renamed);
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status')).toHaveText(CATEGORY_ADMIN_MESSAGES.renamed(name, renamed));
  await expect(page.getByRole('row', { name: new RegExp(`^${renamed} 0`) })).toBeVisible();
  await expect(page.getByRole('form', { name: 'New category' })).toBeVisible();

  // Visitors filter by it.
  await page.goto(urlOf('main', '/events/'));
  await page.getByRole('button', { name: /^Categories/ }).click();
  await expect(page.getByRole('checkbox', { name: renamed, exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name, exact: true })).toHaveCount(0);
});
