// Helpers of the producer end-to-end tests: plans on the main server's database, the venue's calendar day.
import { WIDGET_MESSAGES } from '@events/contracts/widgets';
import { expect, type Locator, type Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { uniqueSuffix } from './accounts-support.js';
import { runBackendCommand } from './backend-commands.js';
import { productDay } from './product-clock.js';

/** `plan:set` then `plan:assign` (e2e/backend-commands.ts): puts `email` on a plan of its own. */
export async function putOnPlan(email: string, plan: { code: string; activeEvents: number; portalLink: string }): Promise<void> {
  const set = await runBackendCommand('plan:set', ['--code', plan.code, '--name', plan.code, '--active-events', String(plan.activeEvents)]);
  expect(set.code, set.stderr).toBe(0);
  const { stdout } = await runBackendCommand('plan:assign', ['--email', email, '--plan', plan.code, '--portal-link', plan.portalLink]);
  expect(stdout).toContain(email);
}

/** The venue zone of the demo region. */
export const VENUE_ZONE = 'America/New_York';

/** Today in the venue's zone, yyyy-MM-dd. */
export function venueToday(): string {
  return productDay(0, VENUE_ZONE);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first `weekday` (0 = Sunday) at least `minDays` after today in the venue's zone. */
export function nextWeekday(weekday: number, minDays: number): string {
  let day = addDays(venueToday(), minDays);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return day;
}

/** MM/DD/YYYY, as the date fields take a date. */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** "Tue, Dec 8, 2026": how the cards show a local day. */
export function cardDay(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${iso}T00:00:00Z`),
  );
}

/** A solid-colour RGB PNG of `width` x `height` (an upload the image field and the media module accept). */
export function solidPng(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Fills the basic venue form (name, a town in Massachusetts, typed coordinates) on screen and presses Submit; what
 * the page says then is the caller's to check.
 */
export async function submitBasicVenueForm(page: Page, venue: { name: string; city: string; lat: string; lon: string }): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(venue.name);
  await page.getByLabel('City').fill(venue.city);
  await page.getByLabel('State', { exact: true }).selectOption('MA');
  await page.getByLabel('Latitude').fill(venue.lat);
  await page.getByLabel('Longitude').fill(venue.lon);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** On My Calendars, adds a calendar titled `title` over the saved search `search` through its dialog. */
export async function addCalendar(page: Page, title: string, search: string): Promise<void> {
  await page.getByRole('link', { name: WIDGET_MESSAGES.add }).click();
  const form = page.getByRole('dialog', { name: WIDGET_MESSAGES.createTitle });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Saved Search').selectOption({ label: search });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form).toBeHidden();
}

/** A name the keyword search finds only this event by. */
export const uniqueName = (tag: string): string => `${tag} ${uniqueSuffix()}`;

/** The event form's `n`th date entry. */
export const dateEntry = (page: Page, n = 0): Locator => page.getByTestId('date-entry').nth(n);

/** Fills what every event needs apart from its dates: name, URL, category, description, age group. */
export async function fillEventBasics(page: Page, name: string): Promise<void> {
  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Event URL').fill('https://example.org/events/weekly');
  await page.getByLabel('Event type').selectOption({ label: 'Music' });
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await description.pressSequentially('Songs every week.');
  await page.getByLabel('All Ages').check();
}

/** Sets a weekly rule on the first date entry, starting `start` (a Tuesday) at 7 PM, ending after `count` times. */
export async function weeklyRule(page: Page, start: string, count: number): Promise<void> {
  const dates = dateEntry(page);
  await dates.getByLabel('Start date').fill(usDate(start));
  await dates.getByRole('combobox', { name: 'Start time' }).fill('7:00 PM');
  await dates.getByRole('combobox', { name: 'Start time' }).press('Tab');
  await dates.getByLabel('Repeats').selectOption({ label: 'Weekly' });
  await expect(dates.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
  await dates.getByRole('radio', { name: 'After a number of times' }).check();
  await dates.getByRole('spinbutton', { name: 'Number of times' }).fill(String(count));
}
