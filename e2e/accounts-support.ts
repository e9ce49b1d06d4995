// Helpers of the account end-to-end tests: unique users, the outbox's mails, the header's account area.
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { runBackendCommand } from './backend-commands.js';
import { outboxDir, type ServerName, urlOf } from './servers.js';

/** Passes the backend's password rules (length, not common, not numeric, not like the e-mail). */
export const PASSWORD = 'Maple-Harbor-2024!';
export const NEW_PASSWORD = 'Quiet-Lantern-7319';

/** A suffix no other test (or earlier run against the same server) uses: random, so it never depends on the hour. */
export function uniqueSuffix(): string {
  return randomUUID().replaceAll('-', '').slice(0, 12);
}

/** An address no other test (or earlier run against the same server) uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${uniqueSuffix()}@example.com`;
}

/**
 * Logs in through the API as the login form does: the context's cookies then hold the session. It carries the
 * page's Origin (a context's request carries the browser's cookies, so without it the login-CSRF check would refuse
 * it) and, in a context already signed in, echoes its sign-in's CSRF token, as the browser's pages do.
 */
export async function logInViaApi(request: APIRequestContext, email: string, password = PASSWORD, server: ServerName = 'main'): Promise<void> {
  const loggedIn = await request.post(urlOf(server, '/events/api/v1/auth/login/'), { form: { username: email, password }, headers: await apiHeaders(request, server) });
  expect(loggedIn.status(), await loggedIn.text()).toBe(200);
}

async function apiHeaders(request: APIRequestContext, server: ServerName): Promise<Record<string, string>> {
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
  return { Origin: new URL(urlOf(server)).origin, ...(csrf ? { 'X-CSRFToken': csrf } : {}) };
}

/**
 * Registers through the API as the register form does (username copied from the e-mail), then logs in, since
 * registration signs nobody in: the context's cookies hold the session (the last account's, when it registers
 * several).
 */
export async function registerViaApi(request: APIRequestContext, email: string, password = PASSWORD, server: ServerName = 'main'): Promise<void> {
  const registered = await request.post(urlOf(server, '/events/api/v1/auth/register/'), {
    data: { username: email, email, password1: password, password2: password },
    headers: await apiHeaders(request, server),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await logInViaApi(request, email, password, server);
}

/**
 * Signs the page's browser in as an existing account and opens `next` on the main server, signed in. The login
 * form itself (and its `?next=`) is walked by accounts.spec.ts; the other journeys start signed in, as a returning
 * user's browser does, which spares each a login page's load.
 */
export async function signInAt(page: Page, email: string, next: string): Promise<void> {
  await logInViaApi(page.context().request, email);
  await page.goto(urlOf('main', next));
  await expect(accountButton(page)).toBeVisible();
}

export type AccountRole = 'user' | 'producer' | 'editor' | 'superuser';

/**
 * Creates an account with a role through `user:create` (e2e/backend-commands.ts) on the running main server's
 * database. A producer gets a demo venue and an active subscription.
 */
export async function createUserWithRole(email: string, role: AccountRole, firstName: string, password = PASSWORD): Promise<void> {
  const { stdout } = await runBackendCommand('user:create', ['--email', email, '--role', role, '--password', password, '--first-name', firstName]);
  expect(stdout).toContain(`Created ${email}`);
  if (role === 'producer') expect(stdout).toContain('subscription active');
}

/** Opens the login page (with `?next=` when given) and logs in there with e-mail and password. */
export async function logInOnLoginPage(page: Page, email: string, next?: string): Promise<void> {
  await page.goto(urlOf('main', next === undefined ? '/auth/login/' : `/auth/login/?next=${next}`));
  await logInWithEmail(page, email);
}

/**
 * Creates an account with `role` (createUserWithRole, e-mail tagged `tag`) and logs it in on the login page, as a
 * returning producer or staff member does; answers its e-mail. What the page shows then is the caller's to check.
 */
export async function logInWithRole(page: Page, tag: string, role: AccountRole, firstName: string, next?: string): Promise<string> {
  const email = uniqueEmail(tag);
  await createUserWithRole(email, role, firstName);
  await logInOnLoginPage(page, email, next);
  return email;
}

/** Creates an account with `role` (e-mail tagged `tag`) and signs the page's browser in as it on `next` (signInAt). */
export async function signInWithRole(page: Page, tag: string, role: AccountRole, firstName: string, next: string): Promise<string> {
  const email = uniqueEmail(tag);
  await createUserWithRole(email, role, firstName);
  await signInAt(page, email, next);
  return email;
}

/** The header's 'Log In' link (anonymous) and the account menu button (signed in). */
export const loginLink = (page: Page): Locator => page.getByRole('banner').getByRole('link', { name: 'Log In', exact: true });
export const accountButton = (page: Page): Locator => page.getByRole('banner').locator('button[aria-haspopup="menu"]');

/** Opens the account menu and follows its entry `item`. */
export async function followMenuItem(page: Page, item: string): Promise<void> {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Opens the account menu and answers its items' labels, without the "(opens in a new tab)" note. */
export async function accountMenuLabels(page: Page): Promise<string[]> {
  if ((await accountButton(page).getAttribute('aria-expanded')) !== 'true') await accountButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const texts = await menu.getByRole('menuitem').allTextContents();
  return texts.map((t) => t.replace('(opens in a new tab)', '').trim());
}

/**
 * A new account, signed in in the page's browser context with `path` open on the main server: registering through
 * the API signs the context in; should the page still show "Log In", the login modal signs it in.
 */
export async function registerAndOpen(page: Page, context: BrowserContext, tag: string, path: string): Promise<string> {
  const email = uniqueEmail(tag);
  await registerViaApi(context.request, email);
  await page.goto(urlOf('main', path));
  await expect(accountButton(page).or(loginLink(page))).toBeVisible();
  if (!(await accountButton(page).isVisible())) await logInWithEmail(await openLoginModal(page), email);
  await expect(accountButton(page)).toBeVisible();
  return email;
}

/** Opens the login modal from the header and answers the dialog. */
export async function openLoginModal(page: Page): Promise<Locator> {
  await loginLink(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Logs in with e-mail and password in a dialog or page that shows the login flow. */
export async function logInWithEmail(scope: Locator | Page, email: string, password = PASSWORD): Promise<void> {
  const emailStep = scope.getByRole('button', { name: 'Log in with email' });
  const username = scope.getByLabel('E-mail or username');
  // The flow shows the social step first (when a provider is configured) once its providers have answered.
  await expect(emailStep.or(username)).toBeVisible();
  if (await emailStep.isVisible()) await emailStep.click();
  await username.fill(email);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Log In', exact: true }).click();
}

/** Quoted-printable text decoded; a run of escapes is UTF-8 bytes (a venue's "Café" is "Caf=C3=A9"). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/gi, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}

/** The mail's text with quoted-printable and base64 parts decoded, so links and names can be searched for. */
export function readableMail(raw: string): string {
  const base64Blocks = raw.match(/(?:^[A-Za-z0-9+/=]{40,}\r?\n)+/gm) ?? [];
  const decoded = base64Blocks.map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [decodeQuotedPrintable(raw), ...decoded].join('\n');
}

/**
 * Waits for the newest .eml in the main server's outbox addressed to `email` and answers the path and query
 * of its link matching `linkPath` (e.g. the password reset confirm page).
 */
export async function linkFromOutbox(email: string, linkPath: string, timeoutMs = 15_000): Promise<string> {
  const folder = outboxDir('main');
  const pattern = new RegExp(`https?://[^\\s"'<>]*${linkPath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\\s"'<>]*`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(folder).catch(() => [] as string[]);
    const mails = await Promise.all(
      files.filter((f) => f.endsWith('.eml')).map(async (f) => ({ file: path.join(folder, f), mtime: (await stat(path.join(folder, f))).mtimeMs })),
    );
    mails.sort((a, b) => b.mtime - a.mtime);
    for (const { file } of mails) {
      const text = readableMail(await readFile(file, 'utf8'));
      if (!text.toLowerCase().includes(email.toLowerCase())) continue;
      const match = pattern.exec(text);
      if (match) {
        const url = new URL(match[0].replace(/&amp;/g, '&'));
        return `${url.pathname}${url.search}`;
      }
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${email} with a ${linkPath} link in ${folder}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
