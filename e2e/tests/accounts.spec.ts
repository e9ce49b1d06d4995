import { AUTH_MESSAGES } from '@events/contracts/auth';
import { expect, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import {
  NEW_PASSWORD,
  PASSWORD,
  accountButton,
  accountMenuLabels,
  createUserWithRole,
  linkFromOutbox,
  logInOnLoginPage,
  logInWithEmail,
  loginLink,
  logInWithRole,
  openLoginModal,
  registerViaApi,
  uniqueEmail,
} from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { otherTabUrls } from '../new-tabs.js';
import { urlOf } from '../servers.js';

const EVERYONE = ['Account Details', 'Address Book', 'Log Out'];
const MANAGE = ['Events', 'Add Event'];
// Not in the spec's menu: staff and superusers reach My Venue Data (/manage/stats/) under Events.
const STATS = ['My Venue Data'];
// A producer's tools, in the menu's Producer group (issue 27).
const PRODUCER = ['My Venues', 'My Events', 'Add Event', 'My Calendars', 'My Venue Data', 'Subscription', 'Contact Support'];
const EDIT = ['Venue Moderation', 'Add Event - LEGACY', 'Add POI', 'Add POI - LEGACY', 'Editor Profile', 'Editor Timesheets', 'POI QA Report'];
const SUPERUSER = ['User Report', 'Editor Report', 'Users', 'Plans', 'Categories', 'Content Pages', 'Jobs'];
/** STAFF_LINKS of the main server (e2e/servers.ts): the tools without a URL are left out. */
const STAFF = ['Wagtail CMS', 'Django Admin', 'Sentry'];

/** The paths of every request a page makes, to check which remotes it fetched. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

const fetched = (paths: readonly string[], remote: string) => paths.some((p) => p.startsWith(`/remotes/${remote}/`));

// Each test walks a whole flow (several pages, real backend, accessibility scans).
test.describe.configure({ timeout: 90_000 });

/** The header has answered the user context: 'Log In' or the account menu is showing. */
async function waitForSession(page: Page) {
  await expect(loginLink(page).or(accountButton(page))).toBeVisible();
}

test.describe('accounts: e-mail sign-up, login and logout', () => {
  test('registers by e-mail in the modal, logs out and logs in again', async ({ page }) => {
    const email = uniqueEmail('modal');
    // A light page of the shell's own, so the scans below look at the modal rather than a long listing.
    await page.goto(urlOf('main', '/terms-of-use/'));

    const dialog = await openLoginModal(page);
    await expect(dialog.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    // Only configured providers are offered.
    await expect(dialog.getByRole('link', { name: /Continue with (Apple|Twitter|Facebook)/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign up with Google' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute('href', '/terms-of-use/');
    await dialog.getByRole('button', { name: 'Sign up with email' }).click();

    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm password').fill(`${PASSWORD}x`);
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(dialog.getByText(AUTH_MESSAGES.passwordMismatch)).toBeVisible();
    await expect(dialog.getByLabel('Confirm password')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Confirm password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    // Registration signs nobody in (it reads the same for an address that already has an account): the step
    // names the mailbox and leads to the login, the address filled in.
    await expect(dialog.getByRole('heading', { name: 'You are all set!' })).toBeVisible();
    await expect(dialog.getByText(`We sent a message to ${email}.`)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events/');
    expect(await linkFromOutbox(email, '/account/confirm_email/')).toContain('?token=');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(dialog.getByLabel('E-mail or username')).toHaveValue(email);
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(dialog).toBeHidden();
    // No first name yet: the username (the e-mail) cut at 15 characters.
    await expect(accountButton(page)).toHaveText(email.slice(0, 15));
    expect(await accountMenuLabels(page)).toEqual(EVERYONE);
    // Log Out comes back to the current address (its query included).
    const current = new URL(page.url());
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toHaveAttribute(
      'href',
      `/auth/logout/?next=${encodeURIComponent(`${current.pathname}${current.search}`)}`,
    );

    // Log Out signs out, then loads the page where the user stands anew (a full page load).
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await reloaded;
    await expect.poll(() => new URL(page.url()).pathname).toBe('/terms-of-use/');
    await expect(loginLink(page)).toBeVisible();

    const again = await openLoginModal(page);
    await logInWithEmail(again, email, 'not-the-password');
    await expect(again.getByText(AUTH_MESSAGES.badCredentials)).toBeVisible();
    await logInWithEmail(again, email);
    await expect(again).toBeHidden();
    await expect(accountButton(page)).toHaveText(email.slice(0, 15));
  });

  test('GET /auth/logout/ only asks; its button logs out with a POST and never leaves the site', async ({ page, request }) => {
    const email = uniqueEmail('logout');
    await registerViaApi(request, email);
    await logInOnLoginPage(page, email);
    await expect(accountButton(page)).toBeVisible();

    // Issue 12 item 1: this `next` normalises to //evil.com; following the link neither signs out nor redirects.
    await page.goto(urlOf('main', '/auth/logout/?next=%2F.%2F%2Fevil.com'));
    await expect(page.getByRole('heading', { level: 1, name: 'Log Out' })).toBeVisible();
    await expect(page.getByText('Are you sure you want to log out?')).toBeVisible();
    await expect(accountButton(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const logoutCall = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/events/api/v1/auth/logout/');
    await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
    expect((await logoutCall).headers()['x-csrftoken']).toBeTruthy();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).origin).toBe(new URL(urlOf('main')).origin);
    await expect(loginLink(page)).toBeVisible();

    // Signed out, the screen says so and offers the way back to a same-site `next`.
    await page.goto(urlOf('main', '/auth/logout/?next=%2Fevents%2F'));
    await expect(page.getByText('You are not logged in.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/events/');
  });

  test('lists the server’s registration errors beneath the fields, and never that the address is taken', async ({ page, request }) => {
    const email = uniqueEmail('taken');
    await registerViaApi(request, email);
    await page.goto(urlOf('main', '/register/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Terms of Use/ })).toHaveAttribute('href', '/terms-of-use/');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sign up with email' }).click();

    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(3);

    await page.getByLabel('E-mail').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('12345678');
    await page.getByLabel('Confirm password').fill('12345678');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText(AUTH_MESSAGES.passwordNumeric)).toBeVisible();
    await expect(page.getByText(AUTH_MESSAGES.passwordTooCommon)).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // The address has an account, and the form does not say so (turn 2 #7).
    await expect(page.getByText(AUTH_MESSAGES.emailTaken)).toHaveCount(0);
    await expect(page.getByLabel('E-mail')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    // Editing a field clears its server message; a good password then reads as any sign-up does.
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await expect(page.getByText(AUTH_MESSAGES.passwordNumeric)).toHaveCount(0);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are all set!' })).toBeVisible();
    await expect(page.getByText(`We sent a message to ${email.toUpperCase()}.`)).toBeVisible();
    expect(await linkFromOutbox(email, '/auth/login/')).toBe('/auth/login/');
  });

  test('the login page follows the pending redirect and reports bad credentials', async ({ page, request }) => {
    const email = uniqueEmail('page');
    await registerViaApi(request, email);
    await page.goto(urlOf('main', '/auth/login/?next=/venues/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Log in with email' }).click();
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await logInWithEmail(page, email, 'wrong-password-1');
    await expect(page.getByRole('alert').getByText(AUTH_MESSAGES.badCredentials)).toBeVisible();
    // The error shows before the form leaves its busy state (a dimmed, disabled button): check the form the user
    // then sees, ready again.
    await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    await logInWithEmail(page, email);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/venues/');
    await expect(accountButton(page)).toBeVisible();
  });

  test('the account menu works with the keyboard', async ({ page, request }) => {
    const email = uniqueEmail('keys');
    await registerViaApi(request, email);
    await logInOnLoginPage(page, email);
    await expect(accountButton(page)).toBeVisible();

    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    // Each key lands where focus is once the previous one has moved it, as a user sees it move.
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(accountButton(page)).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    // A user presses the next key once the menu has closed and the button has focus again.
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(accountButton(page)).toBeFocused();

    // Choosing an item navigates inside the page.
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlOf('main', '/account/'));
  });

  test('#register and the Log In link open the modal; a modified click opens the login page', async ({ page }) => {
    await page.goto(urlOf('main', '/venues/#register'));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Closing drops the hash, so the modal does not open again on the next visit.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).pathname).toBe('/venues/');
    // Focus returns to where it was before the modal opened.
    await loginLink(page).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginLink(page)).toBeFocused();

    await loginLink(page).click({ modifiers: ['ControlOrMeta'] });
    // A new tab, which opens on about:blank and then goes to the login page (in the background: Chromium may hold
    // its rendering back, so the test looks for the address, not for the page to paint).
    await expect.poll(async () => (await otherTabUrls(page)).map((url) => URL.parse(url)?.pathname)).toContain('/auth/login/');
    await expect(dialog).toBeHidden();
  });
});

test.describe('accounts: touch devices', () => {
  test.use({ isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });

  test('menu links open in a new tab on a device without hover', async ({ page, request }) => {
    const email = uniqueEmail('touch');
    await registerViaApi(request, email);
    await logInOnLoginPage(page, email);
    expect(await accountMenuLabels(page)).toEqual(EVERYONE);
    await expect(page.getByRole('menuitem', { name: /Account Details/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('menuitem', { name: /Address Book/ })).toHaveAttribute('target', '_blank');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('accounts: password reset', () => {
  test('resets a password through the mailed link, which works only once', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await registerViaApi(request, email);

    await page.goto(urlOf('main', '/auth/login/'));
    await page.getByRole('button', { name: 'Log in with email' }).click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(urlOf('main', '/account/password_reset/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for that address, we sent a link');

    const link = await linkFromOutbox(email, '/account/password_reset/confirm/');
    expect(link).toMatch(/^\/account\/password_reset\/confirm\/\?token=/);
    await page.goto(urlOf('main', link));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');

    await page.getByRole('link', { name: 'Log in with your new password' }).click();
    await expect(page).toHaveURL(urlOf('main', '/auth/login/'));
    await logInWithEmail(page, email, PASSWORD);
    await expect(page.getByText(AUTH_MESSAGES.badCredentials)).toBeVisible();
    await logInWithEmail(page, email, NEW_PASSWORD);
    await expect(accountButton(page)).toBeVisible();

    // The link is single-use.
    await page.goto(urlOf('main', link));
    await page.getByLabel('New password', { exact: true }).fill(`${NEW_PASSWORD}x`);
    await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(AUTH_MESSAGES.resetLinkInvalid)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });
});

test.describe('accounts: social sign-in', () => {
  test('signs in with the local OpenID provider, new and returning', async ({ browser }) => {
    const email = uniqueEmail('oidc');
    for (const visit of ['new', 'returning']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(urlOf('main', '/auth/login/?next=/venues/'));
      await page.getByRole('link', { name: 'Continue with Google' }).click();
      // The provider's own sign-in page.
      await page.getByLabel('Email').fill(email);
      if (visit === 'new') await page.getByLabel('First name').fill('Olivia');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/venues/');
      await expect(accountButton(page)).toHaveText('Olivia');
      expect(await accountMenuLabels(page)).toEqual(EVERYONE);
      await context.close();
    }
  });
});

test.describe('accounts: the terms of use', () => {
  test('the terms page reads as a real document', async ({ page }) => {
    await page.goto(urlOf('main', '/terms-of-use/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    for (const section of ['Your account', 'Acceptable use', 'Privacy', 'Changes to these terms', 'Contact']) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeVisible();
    }
    await expect(page.getByText(/lorem ipsum/i)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('accounts: role menus and role-gated remotes', () => {
  test('a producer with an active subscription sees the Producer group with Add Event and reaches the producer remote', async ({ page }) => {
    const requested = recordRequests(page);
    await logInWithRole(page, 'producer', 'producer', 'Pat', '/manage/events/');
    await expect(page).toHaveURL(urlOf('main', '/manage/events/'));
    await expect(accountButton(page)).toHaveText('Pat');
    expect(await accountMenuLabels(page)).toEqual(['Account Details', 'Address Book', ...PRODUCER, 'Log Out']);
    await expect(page.getByRole('menuitem', { name: 'Add Event' })).toHaveAttribute('href', '/manage/events/add/');
    await page.keyboard.press('Escape');

    await expect(page.getByRole('heading', { name: /Please log in|could not be loaded|not available/ })).toHaveCount(0);
    await expect.poll(() => fetched(requested, 'mfe-producer')).toBe(true);
    expect(fetched(requested, 'mfe-editor')).toBe(false);
  });

  test('an editor sees the editor tools and reaches the editor remote', async ({ page }) => {
    const requested = recordRequests(page);
    await logInWithRole(page, 'editor', 'editor', 'Eddie', '/editor/');
    await expect(page).toHaveURL(urlOf('main', '/editor/'));
    await expect(accountButton(page)).toHaveText('Eddie');
    expect(await accountMenuLabels(page)).toEqual(['Account Details', 'Address Book', ...MANAGE, ...EDIT, 'Log Out']);
    await expect(page.getByRole('menuitem', { name: 'Venue Moderation' })).toHaveAttribute('href', '/manage/venues/claims/');
    await expect(page.getByRole('menuitem', { name: 'Editor Timesheets' })).toHaveAttribute('href', '/editor/timesheets/');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await expect(page.getByRole('heading', { name: /Please log in|could not be loaded|not available/ })).toHaveCount(0);
    await expect.poll(() => fetched(requested, 'mfe-editor')).toBe(true);
  });

  test('a superuser also sees the reports and the configured staff tools, in a new tab', async ({ page }) => {
    await logInWithRole(page, 'admin', 'superuser', 'Ada');
    await expect(accountButton(page)).toHaveText('Ada');
    expect(await accountMenuLabels(page)).toEqual(['Account Details', 'Address Book', ...MANAGE, ...STATS, ...EDIT, ...SUPERUSER, ...STAFF, 'Log Out']);
    await expect(page.getByRole('menuitem', { name: /Sentry/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('menuitem', { name: /Sentry/ })).toHaveAttribute('href', 'https://sentry.example/');
    await expect(page.getByRole('menuitem', { name: 'Account Details' })).not.toHaveAttribute('target', '_blank');
  });

  test('logging in from the "please log in" fallback loads the producer remote in place', async ({ page }) => {
    const email = uniqueEmail('producer.inplace');
    await createUserWithRole(email, 'producer', 'Pia');
    const requested = recordRequests(page);

    await page.goto(urlOf('main', '/manage/events/'));
    await expect(page.getByRole('heading', { name: 'Please log in to see this page.' })).toBeVisible();
    expect(fetched(requested, 'mfe-producer')).toBe(false);
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog');
    await logInWithEmail(dialog, email);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(urlOf('main', '/manage/events/'));
    await expect(page.getByRole('heading', { name: 'Please log in to see this page.' })).toHaveCount(0);
    await expect.poll(() => fetched(requested, 'mfe-producer')).toBe(true);

    // Logging out comes back to the same address, where the producer remote is out of reach again.
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(loginLink(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Please log in to see this page.' })).toBeVisible();
  });

  test('an anonymous visitor never requests the producer or editor remote', async ({ page }) => {
    const requested = recordRequests(page);

    for (const pathname of ['/', '/events/', '/venues/', '/auth/login/', '/register/', '/terms-of-use/']) {
      await page.goto(urlOf('main', pathname));
      await waitForSession(page);
    }
    await page.goto(urlOf('main', '/manage/events/'));
    await expect(page.getByRole('heading', { name: 'Please log in to see this page.' })).toBeVisible();
    await page.goto(urlOf('main', '/editor/'));
    await expect(page.getByRole('heading', { name: 'Please log in to see this page.' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    expect(fetched(requested, 'mfe-discovery')).toBe(true);
    expect(requested.filter((p) => p.startsWith('/remotes/mfe-producer/') || p.startsWith('/remotes/mfe-editor/'))).toEqual([]);
  });
});
