import { CONTENT_PAGE_MESSAGES } from '@events/contracts/content-pages';
import { expect, type Locator } from '@playwright/test';
import { test } from '../product-clock.js';
import { accountButton, createUserWithRole, signInAt, uniqueEmail, uniqueSuffix } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { urlOf } from '../servers.js';

/** True when the caret is in `editor` with nothing after it: the end of its text. */
function caretAtEnd(editor: Locator): Promise<boolean> {
  return editor.evaluate((element) => {
    const selection = element.ownerDocument.getSelection();
    if (!selection?.isCollapsed || !selection.focusNode || !element.contains(selection.focusNode)) return false;
    const rest = element.ownerDocument.createRange();
    rest.selectNodeContents(element);
    rest.setStart(selection.focusNode, selection.focusOffset);
    return rest.toString() === '';
  });
}

// Two screens with the rich text editor, then the page a visitor reads, with accessibility scans.
test.describe.configure({ timeout: 60_000 });

test.describe('content pages', () => {
  test('a visitor reaches About, Help and the Terms from the footer; the Terms list their sections', async ({ page }) => {
    await page.goto(urlOf('main', '/events/'));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Help', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Claiming a venue' })).toBeVisible();
    await footer.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^About/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'suggest a venue' })).toHaveAttribute('href', '/manage/venues/suggest/');

    await footer.getByRole('link', { name: 'Terms of Use', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByText(CONTENT_PAGE_MESSAGES.updated('2025-05-01T12:00:00Z'))).toBeVisible();
    const sections = page.getByRole('navigation', { name: `${CONTENT_PAGE_MESSAGES.sections}: Terms of Use` });
    await sections.getByRole('link', { name: '7. Privacy' }).click();
    await expect(page).toHaveURL(/#7-privacy$/);
    await expect(page.getByRole('heading', { level: 2, name: '7. Privacy' })).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  });

  test('a superuser rewrites About from the menu with a new section, and visitors read it', async ({ page }) => {
    const adminEmail = uniqueEmail('pages-admin');
    await createUserWithRole(adminEmail, 'superuser', 'Ada');
    await signInAt(page, adminEmail, '/account/');
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: CONTENT_PAGE_MESSAGES.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: CONTENT_PAGE_MESSAGES.title })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Terms of Use \/terms-of-use\/ May 1, 2025/ })).toBeVisible();
    await page.getByRole('link', { name: /^Edit About/ }).click();

    const suffix = uniqueSuffix();
    const form = page.getByRole('form', { name: /^Edit About/ });
    await form.getByLabel('Title').fill('');
    await form.getByRole('button', { name: 'Save page' }).click();
    await expect(form.getByText('This field is required.')).toBeVisible();
    await form.getByLabel('Title').fill(`About us ${suffix}`);

    // A new section at the end: a heading from the toolbar, then its paragraph.
    const text = form.getByRole('textbox', { name: 'Text' });
    await text.click();
    // The caret goes to the end as a user sees it there: the editor takes the click's caret on its next selection
    // change, which on a busy machine can come after the key press and put the caret back where the click was.
    await expect(async () => {
      await page.keyboard.press('ControlOrMeta+End');
      expect(await caretAtEnd(text)).toBe(true);
    }).toPass();
    await page.keyboard.press('Enter');
    await form.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Heading', exact: true }).click();
    await text.pressSequentially(`Volunteers ${suffix}`);
    await page.keyboard.press('Enter');
    await text.pressSequentially(`Our editors live in the region (${suffix}).`);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save page' }).click();
    await expect(form.getByRole('status')).toContainText(CONTENT_PAGE_MESSAGES.saved(`About us ${suffix}`));

    await form.getByRole('link', { name: 'View the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `About us ${suffix}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Volunteers ${suffix}` })).toBeVisible();
    await expect(page.getByText(`Our editors live in the region (${suffix}).`)).toBeVisible();
  });
});
