import { CALENDAR_IMPORT_MESSAGES } from '@events/contracts/calendar-imports';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { createUserWithRole, signInAt, uniqueEmail, uniqueSuffix } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { icsCalendar, type IcsEvent } from '../calendar-support.js';
import { addDays, putOnPlan, uniqueName, venueToday } from '../producer-support.js';
import { urlOf } from '../servers.js';

// One producer's whole flow: its venue's edit screen, two imports, the listings, a refused address, a removal.
test.describe.configure({ timeout: 150_000 });

/**
 * A new producer (managing one demo venue, subscription active), on a plan with room for a few more active events
 * than its venue holds now, signed in; answers its venue's id.
 */
async function signInProducerWithRoom(page: Page, room: number): Promise<number> {
  const email = uniqueEmail('calendars');
  await createUserWithRole(email, 'producer', 'Cal');
  await signInAt(page, email, '/manage/events/');
  const quotas = await page.request.get(urlOf('main', '/events/api/v1/producer/quotas/'));
  expect(quotas.ok()).toBe(true);
  const [first] = (await quotas.json()) as { poi: { id: number }; quota: { used: number } | null }[];
  expect(first).toBeDefined();
  const used = first?.quota?.used ?? 0;
  await putOnPlan(email, { code: `e2e-cal-${uniqueSuffix()}`, activeEvents: used + room, portalLink: 'https://billing.example.org/portal/e2e' });
  return first?.poi.id ?? 0;
}

/** Opens the events listing searched for `name` over the coming two months. */
async function searchListing(page: Page, name: string): Promise<void> {
  const today = venueToday();
  await page.goto(urlOf('main', `/events/?keyword=${encodeURIComponent(name)}&date_start=${today}&date_end=${addDays(today, 60)}`));
}

/** The venue's edit screen, at its "Calendar feeds" section once the sources have loaded. */
async function openCalendars(page: Page, venueId: number): Promise<Locator> {
  await page.goto(urlOf('main', `/manage/venues/edit/${venueId}/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Venue' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Calendar feeds' });
  await expect(section.getByRole('heading', { level: 2, name: 'Calendar feeds' })).toBeVisible();
  await expect(section.getByRole('status').filter({ hasText: 'Loading calendar feeds' })).toHaveCount(0);
  return section;
}

const counts = (source: Locator) => source.locator('.calendar-source__counts');

test.describe('calendar imports', () => {
  test('a producer imports an .ics file into its venue, syncs it again, is refused a private address, and removes the file unpublishing its events', async ({ page }) => {
    const venueId = await signInProducerWithRoom(page, 5);
    let section = await openCalendars(page, venueId);
    await expect(section.getByText('No calendar connected yet.')).toBeVisible();
    await expect(section.getByText('Add a feed address or import an .ics file.')).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: 'Add a calendar feed' })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: 'Import an .ics file' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Without a file, the form says so under its field, in the contract's words.
    await section.getByRole('button', { name: 'Import file' }).click();
    await expect(section.getByText(CALENDAR_IMPORT_MESSAGES.fileMissing)).toBeVisible();
    await expect(section.getByLabel('Calendar file (.ics)')).toBeFocused();

    // Two evenings a few days ahead of the product's today, in the venue's zone.
    const suffix = uniqueSuffix();
    const calendarName = `Hall concerts ${suffix}`;
    const first = { uid: `first-${suffix}@e2e.example.org`, name: uniqueName('Quartet evening'), day: addDays(venueToday(), 3) };
    const second = { uid: `second-${suffix}@e2e.example.org`, name: uniqueName('Trio evening'), day: addDays(venueToday(), 4) };
    const ics = icsCalendar(calendarName, [first, second]);
    await section.getByLabel('Calendar file (.ics)').setInputFiles({ name: 'hall-concerts.ics', mimeType: 'text/calendar', buffer: ics });
    await section.getByRole('button', { name: 'Import file' }).click();

    const fileSource = section.getByTestId('calendar-source').filter({ hasText: 'hall-concerts.ics' });
    await expect(fileSource.getByRole('heading', { level: 3, name: calendarName })).toBeVisible();
    await expect(counts(fileSource)).toHaveText('2 new, 0 updated, 0 unchanged, 0 cancelled, 0 refused');
    await expect(fileSource.getByText('Last synced')).toBeVisible();
    await expect(fileSource.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(section.getByText('No calendar connected yet.')).toHaveCount(0);
    // A file is imported once: no Pause for it.
    await expect(fileSource.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Listed at once, both.
    for (const event of [first, second]) {
      await searchListing(page, event.name);
      await expect(page.getByTestId('event-card').filter({ hasText: event.name })).toBeVisible();
    }

    // The same file again: nothing new, both unchanged.
    section = await openCalendars(page, venueId);
    await expect(counts(fileSource)).toHaveText('2 new, 0 updated, 0 unchanged, 0 cancelled, 0 refused');
    await fileSource.getByRole('button', { name: 'Sync now' }).click();
    await expect(counts(fileSource)).toHaveText('0 new, 0 updated, 2 unchanged, 0 cancelled, 0 refused');
    await expect(fileSource.getByRole('button', { name: 'Sync now' })).toBeFocused();

    // A feed on a private network is refused, as a field error or as the new feed's failed first sync.
    await section.getByLabel('Feed address').fill('http://10.1.2.3/calendar.ics');
    await section.getByRole('button', { name: 'Add feed' }).click();
    await expect(section.getByText(CALENDAR_IMPORT_MESSAGES.privateAddress).first()).toBeVisible();
    const feedSource = section.getByTestId('calendar-source').filter({ hasText: '10.1.2.3' });
    if ((await feedSource.count()) > 0) {
      // Connected, its first sync failed just now: an alert. A feed pauses and resumes.
      await expect(feedSource.getByRole('alert')).toContainText(CALENDAR_IMPORT_MESSAGES.privateAddress);
      await feedSource.getByRole('button', { name: 'Pause' }).click();
      await expect(feedSource.getByText('Paused', { exact: true })).toBeVisible();
      await expect(feedSource.getByRole('button', { name: 'Resume' })).toBeFocused();
      await feedSource.getByRole('button', { name: 'Resume' }).click();
      await expect(feedSource.getByRole('button', { name: 'Pause' })).toBeVisible();
    } else {
      await expect(section.getByLabel('Feed address')).toHaveAttribute('aria-invalid', 'true');
    }
    await expectNoSeriousA11yViolations(page);

    // Usable on a phone: nothing in the section is wider than the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(fileSource.getByRole('button', { name: 'Remove' })).toBeVisible();
    expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const box = await section.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375);

    // Remove asks what becomes of the events; Cancel (Escape) gives the focus back to Remove.
    await fileSource.getByRole('button', { name: 'Remove' }).click();
    let dialog = page.getByRole('dialog', { name: 'Remove this calendar?' });
    await expect(dialog.getByRole('radio', { name: 'Keep its events' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Keep its events' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(fileSource.getByRole('button', { name: 'Remove' })).toBeFocused();

    await fileSource.getByRole('button', { name: 'Remove' }).press('Enter');
    dialog = page.getByRole('dialog', { name: 'Remove this calendar?' });
    await expect(dialog.getByText('What happens to the 2 events it imported?')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Unpublish its events' }).check();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(fileSource).toHaveCount(0);
    await expect(section.getByRole('heading', { level: 2, name: 'Calendar feeds' })).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 720 });

    // Its events have left the listings.
    for (const event of [first, second]) {
      await searchListing(page, event.name);
      await expect(page.getByRole('heading', { name: 'No events found.' })).toBeVisible();
    }
  });

  test('a calendar event that looks like one already listed waits on the editor desk beside it; the editor merges them', async ({ page, browser }) => {
    const venueId = await signInProducerWithRoom(page, 5);
    const suffix = uniqueSuffix();
    const listed = { uid: `listed-${suffix}@e2e.example.org`, name: uniqueName('Brass evening'), day: addDays(venueToday(), 5) };
    // The same concert in another calendar the venue keeps, under its own UID and in capitals.
    const lookalike = { ...listed, uid: `lookalike-${suffix}@e2e.example.org`, name: listed.name.toUpperCase() };
    const section = await openCalendars(page, venueId);
    const upload = async (file: string, event: IcsEvent) => {
      await section.getByLabel('Calendar file (.ics)').setInputFiles({ name: file, mimeType: 'text/calendar', buffer: icsCalendar(`${file} ${suffix}`, [event]) });
      await section.getByRole('button', { name: 'Import file' }).click();
      return section.getByTestId('calendar-source').filter({ hasText: file });
    };
    await expect(counts(await upload('season.ics', listed))).toHaveText('1 new, 0 updated, 0 unchanged, 0 cancelled, 0 refused');
    const second = await upload('box-office.ics', lookalike);
    await expect(counts(second)).toHaveText('0 new, 0 updated, 0 unchanged, 0 cancelled, 1 refused');
    await expect(second.getByText(CALENDAR_IMPORT_MESSAGES.likelyDuplicate(listed.name))).toBeVisible();

    // An editor finds it under the desk's third tab, the two events side by side.
    const editorEmail = uniqueEmail('merges');
    await createUserWithRole(editorEmail, 'editor', 'Mel');
    const desk = await (await browser.newContext()).newPage();
    await signInAt(desk, editorEmail, '/manage/venues/claims/');
    await desk.getByRole('navigation', { name: 'Moderation desk' }).getByRole('link', { name: 'Proposed Merges' }).click();
    await expect(desk.getByRole('heading', { level: 1, name: 'Proposed Merges' })).toBeVisible();
    const card = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { level: 2, name: new RegExp(`^${lookalike.name} at `) }) });
    const table = card.getByRole('table', { name: `${lookalike.name} beside ${listed.name}` });
    await expect(table.getByRole('columnheader', { name: 'Listed here' })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Event name/ })).toContainText(`${listed.name}${lookalike.name}`);
    await expect(table.getByRole('row', { name: /^Starts/ }).getByRole('cell')).toHaveText([/7:00 PM/, /7:00 PM/]);
    await expect(card.getByRole('link', { name: listed.name })).toHaveAttribute('href', /^\/events\/\d+\//);
    await expectNoSeriousA11yViolations(desk);
    // On a phone the two sides still fit the screen, the long calendar address wrapped.
    await desk.setViewportSize({ width: 375, height: 740 });
    await expect(card.getByRole('button', { name: 'Keep both' })).toBeVisible();
    expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const box = await card.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375);
    await desk.setViewportSize({ width: 1280, height: 720 });

    await card.getByRole('button', { name: 'Merge' }).click();
    const status = desk.getByRole('status').filter({ hasText: `Merged: “${listed.name}” now follows its calendar.` });
    await expect(status).toBeVisible();
    await expect(status).toBeFocused();
    await expect(card).toHaveCount(0);
    await desk.context().close();

    // The producer's box-office calendar now follows the listed event: nothing refused, nothing listed twice.
    await openCalendars(page, venueId);
    await expect(second.getByText(CALENDAR_IMPORT_MESSAGES.likelyDuplicate(listed.name))).toHaveCount(0);
    await second.getByRole('button', { name: 'Sync now' }).click();
    await expect(counts(second)).toHaveText('0 new, 0 updated, 1 unchanged, 0 cancelled, 0 refused');
    await searchListing(page, listed.name);
    await expect(page.getByTestId('event-card').filter({ hasText: listed.name })).toHaveCount(1);
  });
});
