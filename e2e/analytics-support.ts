// Helpers of the analytics and reports end-to-end tests: accounts and the rollup on the main server's database.
import { expect, type Locator, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PASSWORD } from './accounts-support.js';
import { runBackendCommand } from './backend-commands.js';
import { mainDatabaseUrl } from './database-support.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Ordinary desktop browsers. Playwright's own user agent says HeadlessChrome, which the beacon drops as a bot, so
 * the visits these tests count come with these; two of them are two visitors from one address.
 */
export const VISITOR_AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:142.0) Gecko/20100101 Firefox/142.0',
] as const;

async function runCli(script: string, args: readonly string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [script, ...args, '--database-url', await mainDatabaseUrl()], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  return stdout;
}

/** A producer made by `user:create` with the demo venue it was given: its id and name. */
export async function createProducerWithVenue(email: string, firstName: string): Promise<{ id: number; name: string }> {
  const { stdout } = await runBackendCommand('user:create', ['--email', email, '--role', 'producer', '--password', PASSWORD, '--first-name', firstName]);
  const match = /Manages: (.+) \(id (\d+)\)/.exec(stdout);
  expect(match, stdout).not.toBeNull();
  return { name: match?.[1] ?? '', id: Number(match?.[2]) };
}

/**
 * `analytics:rollup`: the job the server runs every five minutes, run now. When another run holds the job lock (a
 * parallel test), it may have started before this test's views were stored, so this runs until it rolls up itself.
 * The server answers a beacon before writing its views (its write buffer holds them at most 200 ms, HIT_FLUSH_MS);
 * starting the command takes longer than that.
 */
export async function runAnalyticsRollup(): Promise<void> {
  await expect
    .poll(async () => runCli('backend/dist/modules/analytics/analytics-cli.js', []), { timeout: 30_000, intervals: [200, 500, 1000] })
    .toMatch(/Rolled up/);
}

/** The figure on the card `label` of My Venue Data's card list `list` ("{venue}: analytics", "Whole site: analytics"). */
export const analyticsFigure = (page: Page, list: string, label: string): Locator =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) }).locator('.venue-stats__card-value');
