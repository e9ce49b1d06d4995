import { SUPPORT_MESSAGES } from '@events/contracts/support';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { accountButton, logInWithRole } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { signInNewUser } from '../saved-support.js';
import { outboxDir, urlOf } from '../servers.js';

const CONTACT_PATH = '/manage/support/submit/';

// Each test walks a whole flow (several pages, real backend, accessibility scans).
test.describe.configure({ timeout: 90_000 });

/** A write through the API as the signed-in browser (its cookies, and the CSRF token echoed as the pages do). */
async function postAsBrowser(context: BrowserContext, pathname: string, data: object): Promise<number> {
  const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await context.request.post(urlOf('main', pathname), { data, headers: { 'X-CSRFToken': csrf } });
  return response.status();
}

/** The .eml in the main server's outbox whose text contains `marker` (quoted-printable soft breaks joined), once written. */
async function mailContaining(marker: string, timeoutMs = 15_000): Promise<string> {
  const folder = outboxDir('main');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))) {
      const text = (await readFile(path.join(folder, file), 'utf8')).replace(/=\r?\n/g, '');
      if (text.includes(marker)) return text;
    }
    if (Date.now() > deadline) throw new Error(`No mail containing ${marker} in ${folder}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const requestedPaths = (page: Page): string[] => {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
};

test.describe('producer tools: the contact form', () => {
  test('a signed-in user writes to support: checks on touch, then the mail reaches the outbox with reply-to the sender', async ({ page, context }) => {
    const email = await signInNewUser(page, context, 'contact', CONTACT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: SUPPORT_MESSAGES.title })).toBeVisible();
    const name = page.getByLabel('Name');
    const address = page.getByLabel('E-mail');
    await expect(address).toHaveValue(email);

    // Touched and left empty: the field says so, and so does the line under the submit button.
    await name.focus();
    await name.blur();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expect(page.getByText('Please correct form errors before submitting.')).toBeVisible();
    await name.fill('Pat Producer');
    await expect(page.getByText('This field is required.')).toHaveCount(0);
    await expect(page.getByText('Please correct form errors before submitting.')).toHaveCount(0);

    await address.fill('not-an-address');
    await address.blur();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await address.fill('pat@venue.example.org');

    const marker = `marker-${Date.now().toString(36)}`;
    const message = page.getByLabel('Message');
    await message.fill(`How do I add a second venue? ${marker}`);
    await expect(page.getByText(`${`How do I add a second venue? ${marker}`.length} / 5000`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: SUPPORT_MESSAGES.sentTitle })).toBeVisible();
    await expect(page.getByText(SUPPORT_MESSAGES.sent('pat@venue.example.org'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const mail = await mailContaining(marker);
    expect(mail).toMatch(/^To: support@localhost$/m);
    expect(mail).toMatch(/^Reply-To: Pat Producer <pat@venue\.example\.org>$/m);
    expect(mail).toContain(`Account: ${email}`);

    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test('after its allowance an account is told how long to wait', async ({ page, context }) => {
    await signInNewUser(page, context, 'contact.busy', CONTACT_PATH);
    // Five messages an hour per account (SUPPORT_CONTACT_RATE_LIMIT's default), sent as the page would send them.
    for (let i = 0; i < 5; i += 1) {
      expect(await postAsBrowser(context, '/events/api/v1/support/contact/', { name: 'Busy', email: 'busy@example.org', message: `Try ${i}` })).toBe(200);
    }
    await page.getByLabel('Name').fill('Busy');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toHaveText(SUPPORT_MESSAGES.throttled(60));
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  test('an anonymous visitor is asked to log in and never loads the producer remote', async ({ page }) => {
    const requested = requestedPaths(page);
    await page.goto(urlOf('main', CONTACT_PATH));
    await expect(page.getByRole('heading', { name: 'Please log in to see this page.' })).toBeVisible();
    expect(requested.filter((p) => p.startsWith('/remotes/mfe-producer/'))).toEqual([]);
  });
});

test.describe('producer tools: flash messages', () => {
  test('a message left before a page load shows once as a dismissible status banner', async ({ page, context }) => {
    await signInNewUser(page, context, 'flash', '/terms-of-use/');
    const banner = page.getByTestId('flash-messages');
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toBeEmpty();

    expect(await postAsBrowser(context, '/message/', { level: 'SUCCESS', msg: 'Successfully created venue "Mahaiwe".' })).toBe(204);
    await page.goto(urlOf('main', '/terms-of-use/'));
    await expect(banner.getByText('Successfully created venue "Mahaiwe".')).toBeVisible();
    await expect(banner).toContainText('Success:');
    await expectNoSeriousA11yViolations(page);

    // Shown once: another page load finds nothing waiting.
    await page.reload();
    await expect(accountButton(page)).toBeVisible();
    await expect(banner).toBeEmpty();

    expect(await postAsBrowser(context, '/message/', { level: 'ERROR', msg: 'Something to dismiss.' })).toBe(204);
    await page.reload();
    await expect(banner.getByText('Something to dismiss.')).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(banner).toBeEmpty();

    // A message goes when the visitor moves on.
    expect(await postAsBrowser(context, '/message/', { level: 'INFO', msg: 'Only here.' })).toBe(204);
    await page.reload();
    await expect(banner.getByText('Only here.')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Venues' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/venues/');
    await expect(banner).toBeEmpty();
  });
});

test.describe('producer tools: who loads the producer remote', () => {
  test('a plain signed-in user loads it for venue submission, and a producer screen tells them it is not for them', async ({ page }) => {
    const requested = requestedPaths(page);
    await logInWithRole(page, 'plain.producer.remote', 'user', 'Una', '/manage/venues/add/');
    await expect(page).toHaveURL(urlOf('main', '/manage/venues/add/'));
    await expect.poll(() => requested.some((p) => p.startsWith('/remotes/mfe-producer/'))).toBe(true);
    await expect(page.getByRole('heading', { name: /Please log in|could not be loaded|not available/ })).toHaveCount(0);

    await page.goto(urlOf('main', '/manage/events/'));
    await expect(page.getByRole('heading', { level: 1, name: 'This page is not available to your account.' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
