import { FEDIVERSE_MESSAGES } from '@events/contracts/federation';
import { expect, type Page } from '@playwright/test';
import { signInWithRole, uniqueSuffix } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { REGION_TIME_ZONE, test } from '../product-clock.js';
import { urlOf } from '../servers.js';

// Issue 33: staff block a fediverse server on the editor desk, see it listed, and lift the block again. The list is
// the main server's, shared with other workers' copies of this test: each looks only at its own server's row (the
// list's empty state is blocked-domain-list.spec.tsx's).

const BLOCKED_DOMAINS = '/events/api/v1/editor/fediverse/blocked-domains/';

/** A block left by a failed run of this test is lifted, so the next copy finds the list empty. */
async function unblockThroughApi(page: Page, domain: string): Promise<void> {
  const request = page.context().request;
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
  await request.delete(urlOf('main', `${BLOCKED_DOMAINS}${domain}/`), {
    headers: { Origin: new URL(urlOf('main')).origin, ...(csrf ? { 'X-CSRFToken': csrf } : {}) },
  });
}

/** A day as the page writes it: in the region's zone, so a block at 23:55 there keeps that day. */
const regionDay = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: REGION_TIME_ZONE }).format(new Date(iso));

/** This worker's block still to lift after the test (a failed run's), so the list does not keep it. */
let domain: string | null = null;

test.afterEach(async ({ page }) => {
  if (domain !== null) await unblockThroughApi(page, domain);
  domain = null;
});

test('an editor blocks a fediverse server from the desk, sees it listed after a reload, and unblocks it', async ({ page }, testInfo) => {
  // Typed with capitals: the page sends, lists and announces it lower-cased.
  const typed = `Spam-w${testInfo.workerIndex}-${uniqueSuffix()}.Example`;
  const blocked = typed.toLowerCase();

  await signInWithRole(page, 'fediverse.editor', 'editor', 'Ada', '/editor/');
  domain = blocked;
  // The first visit loads the editor remote; a loaded machine can take longer than the default wait.
  await page.getByRole('navigation', { name: 'Editor tools' }).getByRole('link', { name: FEDIVERSE_MESSAGES.blocksTitle }).click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: FEDIVERSE_MESSAGES.blocksTitle })).toBeVisible();
  await expect(page).toHaveURL(urlOf('main', '/editor/fediverse/'));
  await expect(page.getByText(FEDIVERSE_MESSAGES.blocksIntro)).toBeVisible();

  const field = page.getByRole('textbox', { name: FEDIVERSE_MESSAGES.blockLabel });
  const block = page.getByRole('button', { name: FEDIVERSE_MESSAGES.block, exact: true });
  await expect(field).toHaveAccessibleDescription(FEDIVERSE_MESSAGES.blockHint);
  await expectNoSeriousA11yViolations(page);

  // No domain, sent from the button by keyboard: the field says so, is marked invalid and has the focus again;
  // nothing is sent. (Leaving the field shows the message already, and the button moves down under it.)
  await field.fill('not a domain');
  await block.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(FEDIVERSE_MESSAGES.domainInvalid)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page.getByRole('listitem').filter({ hasText: 'not a domain' })).toHaveCount(0);

  // A server's domain, sent with Enter from the field.
  await field.fill(typed);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === BLOCKED_DOMAINS);
  await field.press('Enter');
  const stored = (await (await answer).json()) as { created: string };
  await expect(page.getByRole('status').filter({ hasText: FEDIVERSE_MESSAGES.blocked(blocked) })).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(page.getByText(FEDIVERSE_MESSAGES.domainInvalid)).toHaveCount(0);
  const row = page.getByRole('listitem').filter({ hasText: blocked });
  await expect(row).toContainText(FEDIVERSE_MESSAGES.blockedOn(regionDay(stored.created)));
  await expect(row).toContainText(FEDIVERSE_MESSAGES.followersRemoved(0));
  await expectNoSeriousA11yViolations(page);

  // The block is the server's, not the page's.
  await page.reload();
  await expect(row).toBeVisible();

  const unblock = row.getByRole('button', { name: FEDIVERSE_MESSAGES.unblock(blocked) });
  await unblock.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: FEDIVERSE_MESSAGES.unblocked(blocked) })).toBeVisible();
  await expect(row).toHaveCount(0);
  // The pressed button went with its row: the focus is on the page's heading, not lost.
  await expect(page.getByRole('heading', { level: 1, name: FEDIVERSE_MESSAGES.blocksTitle })).toBeFocused();
  domain = null;
});
