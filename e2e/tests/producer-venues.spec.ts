import { IMAGE_UPLOAD_FAILURE } from '@events/contracts/media-constants';
import { VALIDATION } from '@events/contracts/messages';
import { VENUE_FORM_MESSAGES } from '@events/contracts/venue-forms';
import { expect, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { deflateSync } from 'node:zlib';
import { registerViaApi, signInWithRole, uniqueEmail, uniqueSuffix } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { submitBasicVenueForm } from '../producer-support.js';
import { urlOf } from '../servers.js';

// Each test walks a whole flow (sign-in, a long form, the geocoder, the venue page, accessibility scans).
test.describe.configure({ timeout: 120_000 });

/** Signs in on the login page and comes back to `next`. */
/** A real PNG of the given size (a colour gradient), made here so the test needs no fixture file. */
function pngImage(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([(x * 255) / width, (y * 255) / height, 128], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const hoursRow = (page: Page, n: number) => page.getByRole('listitem', { name: `Opening hours ${n}` });

/** The address part of the form, located through the geocode helper (the offline gazetteer knows the ZIP). */
async function locate(page: Page): Promise<void> {
  await page.getByLabel('Street').fill('14 Castle Street');
  await page.getByLabel('City').fill('Great Barrington');
  await page.getByLabel('State', { exact: true }).selectOption('MA');
  await page.getByLabel('Postal code').fill('01230');
  await page.getByRole('button', { name: 'Find on map' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Found:' })).toBeVisible();
  await expect(page.getByLabel('Latitude')).not.toHaveValue('');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
  await expect(page.getByTestId('venue-map')).toHaveAttribute('data-ready', 'true');
}

test.describe('producer venues: add, edit, editor tools, public submission', () => {
  test('a producer adds a venue with opening hours, then edits it from the owners\' editor', async ({ page }) => {
    const name = `Mahaiwe Hall ${uniqueSuffix()}`;
    await signInWithRole(page, 'venue.producer', 'producer', 'Pat', '/manage/venues/add/');

    await expect(page.getByRole('heading', { level: 1, name: 'Add Venue' })).toBeVisible();
    for (const section of ['Venue Basic Information', 'Venue Details', 'Location', 'Metadata']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Editor Tools' })).toHaveCount(0);
    await expect(page.getByLabel('Region')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Validation on touch, in the spec's words; Submit stays disabled while the form is invalid.
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.getByLabel('Name', { exact: true }).focus();
    await page.getByLabel('Website').focus();
    await expect(page.getByText(VALIDATION.required).first()).toBeVisible();
    await expect(page.getByText(VALIDATION.correctFormErrors)).toBeVisible();
    await page.getByLabel('Website').fill('ftp://mahaiwe.example.org');
    await page.getByLabel('Phone').focus();
    await expect(page.getByText(VALIDATION.urlScheme)).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Website').fill('https://mahaiwe.example.org/');
    await page.getByLabel('Image').setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: pngImage(900, 600) });
    await expect(page.getByRole('button', { name: 'Remove chosen image' })).toBeVisible();
    await page.getByLabel('Description').fill('A restored 1905 theatre.');
    await page.getByLabel('Region').fill('Berkshires');
    await page.getByRole('button', { name: 'Add opening hours' }).click();
    await hoursRow(page, 1).getByLabel('Day', { exact: true }).selectOption({ label: 'Friday' });
    // The time fields read what was typed when focus leaves them (their choice list closes then).
    await hoursRow(page, 1).getByLabel('Opens', { exact: true }).fill('6:00 PM');
    await page.keyboard.press('Tab');
    await hoursRow(page, 1).getByLabel('Closes', { exact: true }).fill('10:30 PM');
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Add opening hours' }).click();
    await hoursRow(page, 2).getByLabel('Day', { exact: true }).selectOption({ label: 'Monday' });
    await hoursRow(page, 2).getByLabel('Closed', { exact: true }).check();
    await locate(page);
    await expect(page.getByText(VALIDATION.correctFormErrors)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/venues\/\d+\/mahaiwe-hall-[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('flash-messages').getByText(`Successfully created venue "${name}".`)).toBeVisible();
    // The image call followed the save: the page shows the stored 1600x800 primary.
    await expect(page.getByTestId('venue-detail').locator('img.detail-hero__image')).toHaveAttribute('src', /\/media\//);
    const venueUrl = page.url();

    // The owners' editor lists the new venue among the ones the producer manages.
    await page.goto(urlOf('main', '/manage/venues/'));
    await expect(page.getByRole('heading', { level: 1, name: 'My Venues' })).toBeVisible();
    await page.getByLabel(VENUE_FORM_MESSAGES.selectVenue).selectOption({ label: name });
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(hoursRow(page, 1).getByLabel('Day', { exact: true })).toHaveValue('0');
    await expect(hoursRow(page, 1).getByLabel('Closed', { exact: true })).toBeChecked();
    await expect(hoursRow(page, 2).getByLabel('Opens', { exact: true })).toHaveValue('6:00 PM');
    await expect(hoursRow(page, 2).getByLabel('Closes', { exact: true })).toHaveValue('10:30 PM');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Name', { exact: true }).fill(`${name} Renamed`);
    await hoursRow(page, 2).getByLabel('Closes', { exact: true }).fill('11:00 PM');
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(venueUrl);
    await expect(page.getByRole('heading', { level: 1, name: `${name} Renamed` })).toBeVisible();
    await expect(page.getByTestId('flash-messages').getByText(`Successfully updated venue "${name} Renamed".`)).toBeVisible();
  });

  test('a venue whose image upload lost its connection stays on the form; saving again edits it and sends the image', async ({ page }) => {
    const name = `Image Barn ${uniqueSuffix()}`;
    await signInWithRole(page, 'venue.image', 'producer', 'Pat', '/manage/venues/add/');
    // The first image call fails on the network; the next ones go through.
    let dropped = 0;
    await page.route('**/events/api/v1/poi/*/image/', async (route) => {
      if (dropped > 0) return route.continue();
      dropped += 1;
      return route.abort('connectionreset');
    });

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Region').fill('Berkshires');
    await page.getByLabel('Image').setInputFiles({ name: 'barn.png', mimeType: 'image/png', buffer: pngImage(900, 600) });
    await expect(page.getByRole('button', { name: 'Remove chosen image' })).toBeVisible();
    await locate(page);
    await page.getByRole('button', { name: 'Submit' }).click();

    const alert = page.getByTestId('image-upload-failure');
    await expect(alert).toHaveRole('alert');
    await expect(alert).toContainText(`Successfully created venue "${name}".`);
    await expect(alert).toContainText(IMAGE_UPLOAD_FAILURE.notSaved(IMAGE_UPLOAD_FAILURE.connection));
    await expect(alert).toBeFocused();
    await expect(alert.getByRole('button', { name: IMAGE_UPLOAD_FAILURE.retry })).toBeVisible();
    await expect(page).toHaveURL(urlOf('main', '/manage/venues/add/'));
    await expectNoSeriousA11yViolations(page);

    // The form now edits the saved venue: Save rewrites it (no second venue) and sends the same image again.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/venues\/\d+\/image-barn-[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('flash-messages').getByText(`Successfully created venue "${name}".`)).toBeVisible();
    await expect(page.getByTestId('venue-detail').locator('img.detail-hero__image')).toHaveAttribute('src', /\/media\//);
    expect(dropped).toBe(1);
    await page.goto(urlOf('main', '/manage/venues/'));
    await expect(page.getByLabel(VENUE_FORM_MESSAGES.selectVenue).getByRole('option', { name, exact: true })).toHaveCount(1);
  });

  test('an editor sees the editor fields and deletes a venue from the edit menu', async ({ page }) => {
    const name = `Editor Barn ${uniqueSuffix()}`;
    await signInWithRole(page, 'venue.editor', 'editor', 'Eddie', '/manage/venues/add/');

    await expect(page.getByRole('heading', { level: 2, name: 'Editor Tools' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Region').fill('Pioneer Valley');
    await locate(page);
    await page.getByLabel('OSM type').selectOption('way');
    await page.getByLabel('OSM id').fill('4242');
    await page.getByLabel('Notes').fill('Checked by phone.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const id = /\/venues\/(\d+)\//.exec(page.url())?.[1] ?? '';

    await page.goto(urlOf('main', `/manage/venues/edit/${id}/`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Venue' })).toBeVisible();
    await expect(page.getByLabel('OSM type')).toHaveValue('way');
    await expect(page.getByLabel('Notes')).toHaveValue('Checked by phone.');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: `Venue actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(urlOf('main', '/manage/events/'));
    expect((await page.request.get(urlOf('main', `/events/api/v1/poi/${id}/`))).status()).toBe(404);
  });

  test('a signed-in user submits and suggests a venue through the basic form; a visitor is asked to log in', async ({ page, context }) => {
    await page.goto(urlOf('main', '/manage/venues/add/'));
    await expect(page.getByRole('button', { name: 'Log In' }).or(page.getByRole('link', { name: 'Log In' })).first()).toBeVisible();

    const email = uniqueEmail('venue.user');
    await registerViaApi(context.request, email);
    await page.goto(urlOf('main', '/manage/venues/add/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Add Venue' })).toBeVisible();
    await expect(page.getByLabel('Region')).toHaveCount(0);
    await expect(page.getByLabel('POI type')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Editor Tools' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await submitBasicVenueForm(page, { name: `Community Barn ${uniqueSuffix()}`, city: 'Lenox', lat: '42.3565', lon: '-73.2848' });
    await expect(page.getByTestId('venue-submitted')).toContainText(VENUE_FORM_MESSAGES.submitted);
    await expectNoSeriousA11yViolations(page);

    // A suggestion goes the same way through its own call, to the editors.
    await page.goto(urlOf('main', '/manage/venues/suggest/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Suggest a Venue' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await submitBasicVenueForm(page, { name: `Old Mill ${uniqueSuffix()}`, city: 'Lee', lat: '42.3043', lon: '-73.2482' });
    await expect(page.getByTestId('venue-submitted')).toContainText(VENUE_FORM_MESSAGES.suggested);
  });
});
