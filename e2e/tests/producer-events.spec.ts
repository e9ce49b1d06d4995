import { EVENT_FORM_MESSAGES, PUBLISHING_BLOCK_MESSAGES } from '@events/contracts/event-forms';
import { IMAGE_UPLOAD_FAILURE } from '@events/contracts/media-constants';
import { ERRORS, VALIDATION } from '@events/contracts/messages';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { createUserWithRole, logInWithEmail, signInAt, uniqueEmail, uniqueSuffix } from '../accounts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { addDays, cardDay, dateEntry, fillEventBasics, nextWeekday, putOnPlan, solidPng, uniqueName, usDate, venueToday, weeklyRule } from '../producer-support.js';
import { urlOf } from '../servers.js';

// Each test walks a producer's whole flow: the form, the real backend, the listings and the venue page.
test.describe.configure({ timeout: 150_000 });

/** A new producer (managing one demo venue, subscription active), signed in on the event list. */
async function signInProducer(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await createUserWithRole(email, 'producer', 'Pat');
  await signInAt(page, email, '/manage/events/');
  await expect(page.getByRole('heading', { level: 1, name: /Upcoming Events?$|^My Events$/ })).toBeVisible();
  return email;
}

const PORTAL_LINK = 'https://billing.example.org/portal/e2e';

/**
 * Puts the producer on a plan of its own allowing `room` more active events than its venue has now (a demo venue
 * may already hold seeded events up to the default plan's limit), and reloads the page so the session says so.
 * Answers the venue's current count.
 */
async function planWithRoom(page: Page, email: string, room: number): Promise<number> {
  const quotas = await page.request.get(urlOf('main', '/events/api/v1/producer/quotas/'));
  expect(quotas.ok()).toBe(true);
  const [first] = (await quotas.json()) as { quota: { used: number } | null }[];
  const used = first?.quota?.used ?? 0;
  await putOnPlan(email, { code: `e2e-${uniqueSuffix()}`, activeEvents: used + room, portalLink: PORTAL_LINK });
  await page.reload();
  await expect(page.getByTestId('quota-bars')).toContainText(`${used} of ${used + room} active event(s)`);
  return used;
}

/** The events listing searched for `name` over the coming two months: its one card. */
async function listingCard(page: Page, name: string): Promise<Locator> {
  const today = venueToday();
  await page.goto(urlOf('main', `/events/?keyword=${encodeURIComponent(name)}&date_start=${today}&date_end=${addDays(today, 60)}`));
  const card = page.getByTestId('event-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  return card;
}

test.describe('producer events', () => {
  test('adds a weekly event with an exception, finds it listed with the right next date, edits the rule', async ({ page }) => {
    const email = await signInProducer(page, 'weekly');
    await planWithRoom(page, email, 5);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Add Event' }).first().click();
    await expect(page).toHaveURL(urlOf('main', '/manage/events/add/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Add Event' })).toBeVisible();
    for (const section of ['Event Basic Information', 'Venue Information', 'Event Details', 'Date & Time', 'Price & Age']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Editor Tools' })).toHaveCount(0);

    // Validation on touch, in the spec's words; the submit says the form needs fixing.
    await page.getByLabel('Event name').focus();
    await page.getByLabel('Event name').blur();
    await expect(page.getByTestId('event-form').getByText(VALIDATION.required).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText(VALIDATION.correctFormErrors)).toBeVisible();
    await expect(page.getByText(VALIDATION.checkAll).first()).toBeVisible();

    // Online or hybrid reveal the live stream fields.
    await expect(page.getByLabel('Live Stream URL')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Hybrid' }).check();
    await expect(page.getByLabel('Live Stream URL')).toBeVisible();
    await expect(page.getByLabel('Global Live Stream')).toBeVisible();
    await page.getByRole('radio', { name: 'In person' }).check();
    await expect(page.getByLabel('Live Stream URL')).toHaveCount(0);

    const name = uniqueName('Weekly songs');
    const start = nextWeekday(2, 2);
    await fillEventBasics(page, name);
    await weeklyRule(page, start, 6);
    // The first Tuesday is an exception: the next date is a week later.
    await dateEntry(page).getByLabel('Exceptions').fill(usDate(start));
    await dateEntry(page).getByRole('button', { name: 'Add to exceptions' }).click();
    await expect(dateEntry(page).getByTestId('recurrence-summary')).toHaveText(`Every Tuesday, 6 times, except ${cardDay(start).slice(5)}`);
    await expect(dateEntry(page).getByTestId('occurrence-preview').getByRole('listitem').first()).toHaveText(`${cardDay(addDays(start, 7))}, 7:00 PM – 9:00 PM`);
    await expect(dateEntry(page).getByTestId('occurrence-preview').getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText(VALIDATION.correctFormErrors)).toHaveCount(0);
    // An image, cropped 2:1 by the field and sent to the event's image call after the save.
    await page.getByLabel('Image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: solidPng(800, 500, [200, 60, 40]) });
    await expect(page.getByRole('button', { name: 'Remove chosen image' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page).toHaveURL(/\/events\/\d+\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The success message crosses the redirect (spec section 4).
    await expect(page.getByTestId('flash-messages').getByText(`Successfully created event "${name}".`)).toBeVisible();
    await expect(page.locator('img.detail-hero__image')).toHaveAttribute('src', /.+/);
    const venueLink = page.getByTestId('event-venue').getByRole('link').first();
    const venueName = await venueLink.textContent();

    // Searchable at once, with the next date after the exception.
    let card = await listingCard(page, name);
    await expect(card.locator('time').first()).toHaveText(cardDay(addDays(start, 7)));
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // On the venue page too (4 at a time, Show More for the rest).
    await page.getByRole('link', { name }).first().click();
    await page.getByTestId('event-venue').getByRole('link', { name: venueName ?? '' }).first().click();
    const venueEvents = page.getByTestId('venue-events');
    await expect(venueEvents).toBeVisible();
    const venueCard = venueEvents.getByTestId('event-card').filter({ hasText: name });
    while (!(await venueCard.isVisible())) {
      await page.getByTestId('venue-events-more').click();
      await expect(page.getByTestId('venue-events-more')).not.toHaveAttribute('aria-busy', 'true');
    }
    await expect(venueCard.locator('time').first()).toHaveText(cardDay(addDays(start, 7)));

    // Edit the rule from the list: Thursdays instead of Tuesdays; the listing follows.
    await page.goto(urlOf('main', '/manage/events/'));
    const managed = page.getByTestId('managed-event').filter({ hasText: name });
    await managed.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
    await expect(page.getByLabel('Event name')).toHaveValue(name);
    await dateEntry(page).getByRole('checkbox', { name: 'Tuesday' }).uncheck();
    await dateEntry(page).getByRole('checkbox', { name: 'Thursday' }).check();
    await expect(dateEntry(page).getByTestId('recurrence-summary')).toHaveText(`Every Thursday, 6 times, except ${cardDay(start).slice(5)}`);
    await page.getByRole('button', { name: 'Save Event' }).click();
    await expect(page).toHaveURL(/\/events\/\d+\/[^/]+\/$/);

    card = await listingCard(page, name);
    await expect(card.locator('time').first()).toHaveText(cardDay(addDays(start, 2)));

    // Sorted by date, then deleted from its card's menu (after a confirmation): gone from the listings.
    await page.goto(urlOf('main', '/manage/events/'));
    await page.getByRole('navigation', { name: 'Sort events' }).getByRole('link', { name: 'Date' }).click();
    await expect(page).toHaveURL(urlOf('main', '/manage/events/?ordering=date'));
    await expect(page.getByRole('link', { name: 'Date' })).toHaveAttribute('aria-current', 'true');
    await managed.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this event?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(managed).toHaveCount(0);
    const today = venueToday();
    await page.goto(urlOf('main', `/events/?keyword=${encodeURIComponent(name)}&date_start=${today}&date_end=${addDays(today, 60)}`));
    await expect(page.getByRole('heading', { name: 'No events found.' })).toBeVisible();
  });

  test('an image upload that fails after the save keeps the saved event on the form, and Retry upload sends it', async ({ page }) => {
    const email = await signInProducer(page, 'image.retry');
    await planWithRoom(page, email, 5);
    // The first image call answers 503 before it reaches the server; the next ones go through.
    let refused = 0;
    await page.route('**/events/api/v1/events/*/image/', async (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.fulfill({ status: 503, json: { detail: 'Service Unavailable' } });
    });

    await page.goto(urlOf('main', '/manage/events/add/'));
    const name = uniqueName('Image retry');
    await fillEventBasics(page, name);
    await weeklyRule(page, nextWeekday(2, 2), 2);
    await page.getByLabel('Image').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: solidPng(800, 500, [40, 90, 160]) });
    await expect(page.getByRole('button', { name: 'Remove chosen image' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Event' }).click();

    // The event is saved, the image is not: the form stays, edits the saved event, and says so where focus lands.
    const alert = page.getByTestId('image-upload-failure');
    await expect(alert).toHaveRole('alert');
    await expect(alert).toContainText(`Successfully created event "${name}".`);
    await expect(alert).toContainText(IMAGE_UPLOAD_FAILURE.notSaved(IMAGE_UPLOAD_FAILURE.server));
    await expect(alert).toContainText(IMAGE_UPLOAD_FAILURE.retryHint);
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL(urlOf('main', '/manage/events/add/'));
    await expect(page.getByRole('button', { name: 'Save Event' })).toBeVisible();
    await expect(alert.getByRole('button', { name: IMAGE_UPLOAD_FAILURE.continue })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await alert.getByRole('button', { name: IMAGE_UPLOAD_FAILURE.retry }).click();
    await expect(page).toHaveURL(/\/events\/\d+\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('flash-messages').getByText(`Successfully created event "${name}".`)).toBeVisible();
    await expect(page.locator('img.detail-hero__image')).toHaveAttribute('src', /\/media\//);
    expect(refused).toBe(1);
    // One event in the listings: the retry saved nothing twice.
    await listingCard(page, name);
    await expect(page.getByTestId('event-card').filter({ hasText: name })).toHaveCount(1);
  });

  test('a venue at its event limit shows the publishing block and disables Add Event', async ({ page }) => {
    const email = await signInProducer(page, 'quota');
    const used = await planWithRoom(page, email, 1);

    // One more event fills the venue.
    await page.getByRole('link', { name: 'Add Event' }).first().click();
    const name = uniqueName('Last slot');
    await fillEventBasics(page, name);
    await weeklyRule(page, nextWeekday(2, 2), 3);
    await expect(page.getByTestId('publishing-block')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goto(urlOf('main', '/manage/events/'));
    await expect(page.getByTestId('quota-bars').locator('[data-level="full"]')).toContainText(`${used + 1} of ${used + 1} active event(s)`);
    await expect(page.getByRole('button', { name: 'Add Event' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.goto(urlOf('main', '/manage/events/add/'));
    const block = page.getByTestId('publishing-block');
    await expect(block).toContainText(PUBLISHING_BLOCK_MESSAGES.activeEvents(used + 1));
    await expect(block).toContainText(PUBLISHING_BLOCK_MESSAGES.upgrade);
    await expect(block.getByRole('link')).toHaveAttribute('href', '/subscription/manage/');
    await expect(page.getByRole('button', { name: 'Add Event' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('the event form can be completed with the keyboard alone', async ({ page }) => {
    const email = await signInProducer(page, 'keyboard');
    await planWithRoom(page, email, 5);
    await page.goto(urlOf('main', '/manage/events/add/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Add Event' })).toBeVisible();
    await expect(page.getByLabel('Event type').getByRole('option', { name: 'Music', exact: true })).toBeAttached();

    /** Tab (forwards only) until `target` has focus. */
    const tabTo = async (target: Locator) => {
      for (let i = 0; i < 120; i += 1) {
        if (await target.evaluate((el) => el === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('Not reachable with Tab');
    };
    const name = uniqueName('Keyboard night');
    const day = nextWeekday(5, 2);

    await tabTo(page.getByLabel('Event name'));
    await page.keyboard.type(name);
    await tabTo(page.getByLabel('Event URL'));
    await page.keyboard.type('https://example.org/keyboard');
    await tabTo(page.getByLabel('Event type'));
    await page.keyboard.type('Music');
    await tabTo(page.getByRole('textbox', { name: 'Description' }));
    await page.keyboard.type('Played without a mouse.');
    await tabTo(dateEntry(page).getByLabel('Start date'));
    await page.keyboard.type(usDate(day).replace(/\//g, ''));
    await tabTo(dateEntry(page).getByRole('combobox', { name: 'Start time' }));
    await page.keyboard.type('8p');
    await tabTo(page.getByLabel('All Ages'));
    await page.keyboard.press('Space');
    await tabTo(page.getByRole('button', { name: 'Add Event' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/events\/\d+\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const card = await listingCard(page, name);
    await expect(card.locator('time').first()).toHaveText(cardDay(day));
  });

  test('an editor posts for any venue found by search and uses the Editor Tools', async ({ page }) => {
    const email = uniqueEmail('editor');
    await createUserWithRole(email, 'editor', 'Eddie');
    const found = await page.request.get(urlOf('main', '/events/api/v1/poi/livesearch/?q=Preserve'));
    const [venue] = (await found.json()) as { id: number; name: string }[];
    expect(venue).toBeDefined();
    await page.goto(urlOf('main', '/auth/login/?next=/manage/events/add/'));
    await logInWithEmail(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Event' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Find any venue' }).fill(venue?.name ?? '');
    await page.getByRole('button', { name: venue?.name ?? '', exact: true }).first().click();
    await expect(page.getByLabel('Venue', { exact: true })).toHaveValue(String(venue?.id));
    const name = uniqueName('Editor pick');
    await fillEventBasics(page, name);
    await weeklyRule(page, nextWeekday(2, 2), 2);
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const id = /\/events\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1];
    await page.goto(urlOf('main', `/manage/events/edit/${id}/`));
    await expect(page.getByRole('heading', { level: 2, name: 'Editor Tools' })).toBeVisible();
    await page.getByLabel('Recertify').check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save Event' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goto(urlOf('main', `/manage/events/edit/${id}/`));
    await expect(page.getByLabel('Recertify')).toBeChecked();
  });

  test('legacy add pages lead to the new forms, the live-stream one with the online type', async ({ page }) => {
    await signInProducer(page, 'legacy');
    await page.goto(urlOf('main', '/add/event/'));
    await expect(page).toHaveURL(urlOf('main', '/manage/events/add/'));
    await expect(page.getByRole('radio', { name: 'In person' })).toBeChecked();
    await page.goto(urlOf('main', '/add/livestream/'));
    await expect(page).toHaveURL(urlOf('main', '/manage/events/add/?type=online'));
    await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(page.getByLabel('Live Stream URL')).toBeVisible();
    await page.goto(urlOf('main', '/add/poi/'));
    await expect(page).toHaveURL(urlOf('main', '/manage/venues/add/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Add Venue' })).toBeVisible();
  });

  test('a producer marks an event cancelled, then moved online: its page, its card and the event list say so', async ({ page }) => {
    const email = await signInProducer(page, 'status');
    await planWithRoom(page, email, 5);
    await page.getByRole('link', { name: 'Add Event' }).first().click();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('scheduled');
    const name = uniqueName('Status songs');
    await fillEventBasics(page, name);
    await weeklyRule(page, nextWeekday(2, 2), 3);
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('event-status-banner')).toHaveCount(0);

    // Cancelled from the form: the event stays listed until its date, labelled, and its page says why.
    const edit = async (status: string) => {
      await page.goto(urlOf('main', '/manage/events/'));
      const managed = page.getByTestId('managed-event').filter({ hasText: name });
      await managed.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await expect(page.getByLabel('Event name')).toHaveValue(name);
      await page.getByLabel('Status', { exact: true }).selectOption({ label: status });
      await page.getByRole('button', { name: 'Save Event' }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    };
    await edit('Cancelled');
    await expect(page.getByTestId('event-status-banner')).toHaveText('Cancelled: this event has been cancelled.');
    let card = await listingCard(page, name);
    await expect(card.getByTestId('event-status')).toHaveText('Cancelled');
    await expectNoSeriousA11yViolations(page);
    await page.goto(urlOf('main', '/manage/events/'));
    await expect(page.getByTestId('managed-event').filter({ hasText: name })).toContainText('Cancelled');

    // Moved online: the card says Online where the venue was.
    await edit('Moved online');
    await expect(page.getByTestId('event-status-banner')).toHaveText('Moved online: this event now takes place online.');
    card = await listingCard(page, name);
    await expect(card.getByTestId('event-status')).toHaveText('Moved online');
    await expect(card.locator('.event-card__where')).toHaveText('Online');
  });

  test('the event list says when it has nothing to show and when it could not load, and retries', async ({ page }) => {
    const email = await signInProducer(page, 'list.states');
    await planWithRoom(page, email, 1);
    const list = '**/events/api/v1/manage/events/**';
    // An answer with no events (as for a producer whose venues have none yet).
    await page.route(list, (route) => route.fulfill({ json: { results: [], pagination: { curPage: 1, totalPages: 1, totalItems: 0 }, upcoming: 0 } }));
    await page.reload();
    const empty = page.getByText(EVENT_FORM_MESSAGES.empty);
    await expect(empty).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add event', exact: true })).toHaveAttribute('href', '/manage/events/add/');
    await expectNoSeriousA11yViolations(page);

    // A failing call: the spec's message, and Try again loads the real list once the server answers again.
    await page.unroute(list);
    await page.route(list, (route) => route.fulfill({ status: 500, json: { detail: 'Server error.' } }));
    await page.reload();
    await expect(page.getByText(ERRORS.fetchResults)).toBeVisible();
    await page.unroute(list);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('managed-events')).toBeVisible();
    await expect(page.getByText(ERRORS.fetchResults)).toHaveCount(0);
  });
});

