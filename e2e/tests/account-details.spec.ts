import { ACCOUNT_MESSAGES } from '@events/contracts/account';
import { AUTH_MESSAGES } from '@events/contracts/auth';
import { expect } from '@playwright/test';
import { test } from '../product-clock.js';
import { NEW_PASSWORD, PASSWORD, accountButton, linkFromOutbox, logInWithEmail, loginLink, openLoginModal, registerAndOpen, uniqueEmail } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { urlOf } from '../servers.js';

test.describe.configure({ timeout: 90_000 });

test.describe('account details', () => {
  test('changes names and units, then the password, and signs in with the new one', async ({ page, context }) => {
    const email = await registerAndOpen(page, context, 'details', '/account/');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Account Details' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('First name').fill('Harriet');
    await page.getByLabel('Last name').fill('Lenox');
    await page.getByLabel('Kilometers (km)').check();
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.updated)).toBeVisible();
    // The shared session follows: the header's menu is labelled with the new first name.
    await expect(accountButton(page)).toContainText('Harriet');
    await page.reload();
    await expect(page.getByLabel('Kilometers (km)')).toBeChecked();
    await expect(page.getByLabel('First name')).toHaveValue('Harriet');

    // A wrong current password is refused on its field.
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.passwordWrong)).toBeVisible();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();

    await context.clearCookies();
    await page.goto(urlOf('main', '/account/'));
    await expect(page.getByTestId('sign-in-required')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await logInWithEmail(dialog, email, NEW_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveValue('Lenox');
  });

  test('changes the e-mail only with the current password and once the new address opens its link, and tells the old address', async ({ page, context }) => {
    const email = await registerAndOpen(page, context, 'mover', '/account/');
    const details = page.getByRole('form', { name: 'Your details' });
    const currentPassword = details.getByLabel('Current password');
    await expect(details.getByLabel('E-mail')).toHaveValue(email);
    await expect(currentPassword).toHaveCount(0);
    // A new account's address is not proven yet: the page says so.
    await expect(page.getByText(ACCOUNT_MESSAGES.notConfirmed)).toBeVisible();

    const newEmail = uniqueEmail('moved');
    await details.getByLabel('E-mail').fill(newEmail);
    await expect(currentPassword).toBeVisible();
    await expect(details.getByText('Enter your current password to change your e-mail address.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByText('This field is required.', { exact: true })).toBeVisible();
    await currentPassword.fill('not-my-password');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByText(ACCOUNT_MESSAGES.deletePasswordWrong, { exact: true })).toBeVisible();
    await currentPassword.fill(PASSWORD);
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByText(ACCOUNT_MESSAGES.confirmationSent(newEmail))).toBeVisible();
    // Until the link is opened the account keeps its address, and says what it waits for.
    await expect(page.getByText(ACCOUNT_MESSAGES.changePending(newEmail))).toBeVisible();
    await expect(details.getByLabel('E-mail')).toHaveValue(email);
    await expect(currentPassword).toHaveCount(0);

    await page.goto(urlOf('main', await linkFromOutbox(newEmail, '/account/confirm_email/')));
    await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByText(`${AUTH_MESSAGES.emailConfirmed} It is now ${newEmail}.`)).toBeFocused();
    await page.getByRole('link', { name: 'Go to my account' }).click();
    await expect(details.getByLabel('E-mail')).toHaveValue(newEmail);
    await expect(page.getByText(ACCOUNT_MESSAGES.notConfirmed)).toHaveCount(0);
    expect(await linkFromOutbox(email, '/account/password_reset/')).toBe('/account/password_reset/');
  });

  test('deletes the account after the confirmation and goes home signed out', async ({ page, context }) => {
    const email = await registerAndOpen(page, context, 'delete', '/account/');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: ACCOUNT_MESSAGES.deleteTitle });
    await expect(dialog).toContainText(ACCOUNT_MESSAGES.deleteText);
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText(ACCOUNT_MESSAGES.deletePasswordWrong)).toBeVisible();
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(urlOf('main', '/'));
    await expect(loginLink(page)).toBeVisible();

    // The account is gone: its password no longer signs in.
    const login = await openLoginModal(page);
    await logInWithEmail(login, email);
    await expect(login.getByRole('alert').or(login.locator('.ui-form-errors'))).toBeVisible();
  });

  test('connects and disconnects a social account; the last way to sign in cannot be disconnected', async ({ page, context, browser }) => {
    await registerAndOpen(page, context, 'connect', '/account/');
    await expect(page.getByText('No social accounts are connected.')).toBeVisible();
    // Connecting goes through the provider (the local OpenID provider) and comes back to the account page.
    const providerEmail = uniqueEmail('google-link');
    await page.getByRole('link', { name: 'Connect Google' }).click();
    await page.getByLabel('Email').fill(providerEmail);
    await page.getByLabel('First name').fill('Linked');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/');
    const connected = page.getByRole('region', { name: 'Connected accounts' });
    await expect(connected.getByText(providerEmail)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Connect Google' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Disconnect Google' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.socialDisconnected('Google'))).toBeVisible();
    await expect(page.getByText('No social accounts are connected.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Connect Google' })).toBeVisible();

    // An account made by social sign-in has no password: its only provider stays connected.
    const socialOnly = await browser.newContext();
    const socialPage = await socialOnly.newPage();
    await socialPage.goto(urlOf('main', '/auth/login/?next=/account/'));
    await socialPage.getByRole('link', { name: 'Continue with Google' }).click();
    await socialPage.getByLabel('Email').fill(uniqueEmail('google-only'));
    await socialPage.getByLabel('First name').fill('Solo');
    await socialPage.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(socialPage.url()).pathname).toBe('/account/');
    await expect(socialPage.getByLabel('Current password')).toHaveCount(0);
    await socialPage.getByRole('button', { name: 'Disconnect Google' }).click();
    await expect(socialPage.getByText(ACCOUNT_MESSAGES.lastSignInMethod)).toBeVisible();
    await expect(socialPage.getByRole('button', { name: 'Disconnect Google' })).toBeVisible();
    await socialOnly.close();
  });
});
