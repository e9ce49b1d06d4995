import { ALERT_MESSAGES } from '@events/contracts/alerts';
import { EVENT_CATEGORY_NAMES_ES } from '@events/contracts/event-types';
import { expect, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import { accountButton, createUserWithRole, signInAt, uniqueEmail, uniqueSuffix } from '../accounts-support.js';
import { type MailSink, publishEvent, regionListing, runAlertJob, startMailSink, uniqueWord } from '../alerts-support.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { pageHydrated } from '../hydration.js';
import { message } from '../i18n-support.js';
import { dateEntry, nextWeekday, putOnPlan, uniqueName, usDate } from '../producer-support.js';
import { REGION_TIME_ZONE } from '../saved-support.js';
import { urlOf } from '../servers.js';
import {
  contractMessage,
  expectEnglishScreen,
  expectSpanishScreen,
  formatted,
  hasSpanishDate,
  languageControl,
  languageName,
  logInFromSpanishDialog,
  mailMessage,
  mailParts,
  outboxMail,
  plainTag,
  saveListingInSpanish,
  signUpInSpanishDialog,
  startingWith,
} from '../spanish-support.js';

// Issue 31: a Spanish reader (the browser asks for es-MX) walks the product in Spanish. Every label the tests use
// comes from the catalogues, so a change of wording changes the test with it.
test.use({ locale: 'es-MX', timezoneId: REGION_TIME_ZONE });
// Each test walks a whole flow: several screens, each scanned for English and by axe, the real backend and its jobs.
test.describe.configure({ timeout: 240_000 });

const discovery = (id: string) => message('mfe-discovery', id);
const producer = (id: string) => message('mfe-producer', id);
const shell = (id: string) => message('shell', id);

const cards = (page: Page) => page.getByTestId('event-card');
const resultsReady = (page: Page) => expect(page.getByTestId('results')).toHaveAttribute('data-state', 'ready');

/** A heading of `level` named exactly `name`. */
const headingOf = (page: Page, level: number, name: string) => page.getByRole('heading', { level, name, exact: true });

test.describe('Spanish', () => {
  test('a visitor finds an event, adds it to a calendar, signs up and gets a saved search’s alert, all in Spanish', async ({ page }) => {
    // Home: the strip of coming events, the search block.
    await page.goto(urlOf('main', '/'));
    await expect(headingOf(page, 1, discovery('discovery.home.title'))).toBeVisible();
    await expect(page.getByTestId('event-strip').getByTestId('event-card')).toHaveCount(3);
    await expectSpanishScreen(page, 'home', { dates: true });

    // Tomorrow's events from the search block, then free ones only.
    const datesButton = page.getByRole('button', { name: startingWith(discovery('discovery.common.dates')) });
    await datesButton.click();
    await page.getByRole('radio', { name: discovery('discovery.preset.tomorrow'), exact: true }).check();
    await page.getByRole('button', { name: discovery('discovery.common.apply'), exact: true }).click();
    await expect(datesButton).toContainText(discovery('discovery.preset.tomorrow'));
    await page.getByRole('button', { name: discovery('discovery.searchBlock.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/events\/\?/);
    await resultsReady(page);
    await page.getByRole('button', { name: startingWith(discovery('discovery.common.price')) }).click();
    await page.getByRole('checkbox', { name: message('libs/ui', 'ui.price.free'), exact: true }).check();
    await page.getByRole('button', { name: discovery('discovery.common.apply'), exact: true }).click();
    await expect(page).toHaveURL(/prices\[\]=free/);
    await resultsReady(page);
    await expect(cards(page).first()).toBeVisible();
    // Every card's price reads "Free" in Spanish, once the list has turned to the filtered answer (the earlier cards can
    // still be on screen when the address has changed).
    const facts = page.locator('[data-testid="event-card"] .card-facts');
    const notFree = async () => (await facts.allTextContents()).filter((text) => !text.includes(message('libs/ui', 'ui.price.free')));
    await expect.poll(notFree, { message: 'events list, filtered: cards without the Spanish "Free"' }).toEqual([]);
    await expect(page.getByTestId('result-summary')).toContainText(discovery('discovery.preset.tomorrow'));
    await expectSpanishScreen(page, 'events list, filtered', { dates: true });

    // An event page, and its Add to Calendar menu.
    const first = cards(page).first().getByRole('heading').getByRole('link');
    const eventName = ((await first.textContent()) ?? '').trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
    await expectSpanishScreen(page, 'event page', { dates: true });
    await page.getByRole('button', { name: discovery('discovery.addToCalendar.button') }).click();
    const ics = page.getByRole('menuitem', { name: discovery('discovery.addToCalendar.ics') });
    await expect(ics).toBeVisible();
    await expectSpanishScreen(page, 'event page, Add to Calendar menu', { dates: true });
    const calendarFile = await page.request.get(urlOf('main', (await ics.getAttribute('href')) ?? ''));
    expect(calendarFile.status()).toBe(200);
    expect(await calendarFile.text()).toContain('BEGIN:VEVENT');
    await page.keyboard.press('Escape');
    await expect(ics).toBeHidden();

    // Beyond tomorrow a visitor is asked to sign up: the prompt, the dialog, the confirmation mail, in Spanish.
    const keyword = uniqueWord();
    await page.goto(urlOf('main', regionListing(keyword)));
    const prompt = page.getByTestId('sign-up-prompt');
    await expect(prompt.getByRole('heading', { name: discovery('discovery.signUpPrompt.title') })).toBeVisible();
    await expectSpanishScreen(page, 'sign-up prompt', { dates: false });
    await prompt.getByRole('button', { name: discovery('discovery.signUpPrompt.signUp'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectSpanishScreen(page, 'sign-up dialog', { dates: false });
    const email = uniqueEmail('es-visitor');
    await signUpInSpanishDialog(dialog, email);
    await expectSpanishScreen(page, 'sign-up dialog, all set', { dates: false });
    const confirmation = await outboxMail(email, '/account/confirm_email/');
    expect(confirmation.subject).toBe(mailMessage('mail.account.confirmEmail.subject'));
    for (const part of [confirmation.text, confirmation.html]) expect(part).toContain(mailMessage('mail.account.confirmEmail.new', { email }));
    await logInFromSpanishDialog(dialog, email);
    await expect(accountButton(page)).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await resultsReady(page);

    // The search saved from the listing, then on the saved searches page with its alerts on.
    const searchName = `Faroles ${uniqueSuffix()}`;
    await saveListingInSpanish(page, searchName);
    const feedLinks = page.getByTestId('saved-search-feed-links');
    await expect(feedLinks).toContainText(formatted('mfe-discovery', 'discovery.savedSearchFeeds.saved', { name: searchName }));
    await expect(feedLinks.getByRole('link', { name: discovery('discovery.savedSearchFeeds.calendar') })).toHaveAttribute('href', /^webcal:\/\//);
    await expectSpanishScreen(page, 'listing, search saved', { dates: false });
    await page.goto(urlOf('main', '/saved/searches/'));
    await expect(page.getByTestId('saved-list-heading')).toHaveText(formatted('mfe-account', 'account.savedSearches.heading', { count: 1 }));
    const card = page.getByTestId('saved-search-card').filter({ hasText: searchName });
    await expect(card.getByRole('switch', { name: startingWith(message('mfe-account', 'account.alerts.switch')) })).toBeChecked();
    await expectSpanishScreen(page, 'saved searches page', { dates: false });

    // A new matching event: the digest comes in Spanish, subject, text and HTML, with Spanish dates.
    const sink: MailSink = await startMailSink();
    try {
      const newEvent = `${keyword} Lantern Walk`;
      await publishEvent(newEvent);
      expect(await runAlertJob(email, sink.url)).toMatch(/: 1 sent, 0 failed/);
      await expect.poll(() => sink.received.filter((mail) => mail.to.includes(email.toLowerCase())).length).toBe(1);
      const raw = sink.received.find((mail) => mail.to.includes(email.toLowerCase()))?.raw ?? '';
      const digest = mailParts(raw);
      expect(digest.subject).toBe(mailMessage('mail.alerts.digest.subject', { count: 1 }));
      for (const [part, text] of [
        ['text', digest.text],
        ['html', digest.html],
      ] as const) {
        expect(text, part).toContain(newEvent);
        expect(text, part).toContain(mailMessage('mail.alerts.digest.why'));
        expect(text, part).toContain(mailMessage('mail.alerts.digest.turnOff', { name: searchName }));
        expect(text, part).not.toContain(ALERT_MESSAGES.why);
        expect(hasSpanishDate(text), `${part}: a date with a Spanish day or month name`).toBe(true);
      }

      // Its one-click unsubscribe page, opened from the mail, is Spanish too.
      const unsubscribe = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
      expect(unsubscribe).not.toBe('');
      await page.goto(unsubscribe);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { name: mailMessage('mail.alerts.unsubscribe.title') })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: mailMessage('mail.alerts.unsubscribe.button') }).click();
      await expect(page.getByText(mailMessage('mail.alerts.unsubscribe.done', { names: mailMessage('mail.alerts.unsubscribe.quotedName', { name: searchName }) }))).toBeVisible();
    } finally {
      await sink.close();
    }
  });

  test('a producer adds a weekly event in Spanish: the form, its checks and its recurrence summary read in Spanish', async ({ page }) => {
    const email = uniqueEmail('es-producer');
    await createUserWithRole(email, 'producer', 'Paz');
    await signInAt(page, email, '/manage/events/');
    // Its event list (Add Event is a disabled button, not yet a link, while the demo venue is full).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('quota-bars')).toBeVisible();
    // A plan of its own with room for more events (the demo venue may be full), as producer-events.spec.ts does.
    const quotas = await page.request.get(urlOf('main', '/events/api/v1/producer/quotas/'));
    const used = ((await quotas.json()) as { quota: { used: number } | null }[])[0]?.quota?.used ?? 0;
    await putOnPlan(email, { code: `e2e-es-${uniqueSuffix()}`, activeEvents: used + 5, portalLink: 'https://billing.example.org/portal/e2e' });
    await page.reload();
    await expect(page.getByTestId('quota-bars')).toContainText(formatted('mfe-producer', 'producer.quota.used', { used, allowed: used + 5 }));
    await expectSpanishScreen(page, 'producer event list', { dates: false });

    await page.getByRole('link', { name: producer('producer.eventList.addEvent'), exact: true }).first().click();
    await expect(page).toHaveURL(urlOf('main', '/manage/events/add/'));
    await expect(headingOf(page, 1, producer('producer.eventFormPage.add'))).toBeVisible();
    for (const section of ['basicInfo', 'venueSection', 'details', 'dateTime', 'priceAge']) {
      await expect(headingOf(page, 2, producer(`producer.${section}.title`))).toBeVisible();
    }
    await expectSpanishScreen(page, 'Add Event form', { dates: false });

    // The checks speak Spanish: a required field on touch, the submit's summary.
    const nameField = page.getByLabel(producer('producer.basicInfo.name'), { exact: true });
    await nameField.focus();
    await nameField.blur();
    await expect(page.getByTestId('event-form').getByText(contractMessage('validation.required')).first()).toBeVisible();
    const submit = page.getByRole('button', { name: producer('producer.eventForm.add'), exact: true });
    await submit.click();
    await expect(page.getByText(producer('producer.common.correctFormErrors'))).toBeVisible();
    await expectSpanishScreen(page, 'Add Event form, checks', { dates: false });

    // The event: its basics, then every Tuesday at 7 PM, 6 times, but for the first.
    const name = uniqueName('Canciones semanales');
    await nameField.fill(name);
    await page.getByLabel(producer('producer.basicInfo.url'), { exact: true }).fill('https://example.org/events/weekly');
    await page.getByLabel(producer('producer.details.eventType'), { exact: true }).selectOption({ label: EVENT_CATEGORY_NAMES_ES.Music });
    const description = page.getByRole('textbox', { name: producer('producer.details.description'), exact: true });
    await description.click();
    await description.pressSequentially('Canciones cada semana.');
    await page.getByLabel(message('libs/ui', 'ui.ageGroup.allAges'), { exact: true }).check();

    const start = nextWeekday(2, 2);
    const dates = dateEntry(page);
    await dates.getByLabel(producer('producer.dateEntry.startDate'), { exact: true }).fill(usDate(start));
    const startTime = dates.getByRole('combobox', { name: producer('producer.dateEntry.startTime'), exact: true });
    await startTime.fill('7:00 PM');
    await startTime.press('Tab');
    await dates.getByLabel(producer('producer.ruleFields.repeats'), { exact: true }).selectOption({ label: producer('producer.ruleFields.frequency.weekly') });
    // Day names and dates come from the browser's Intl in the reader's language, as the form writes them: the week
    // from Monday (2024-01-01 was one), and the start day as the summary shortens a date.
    const { week, startDay } = await page.evaluate((iso) => ({
      week: Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat('es', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i)))),
      startDay: new Intl.DateTimeFormat('es', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)),
    }), start);
    const tuesday = week[1] ?? '';
    await expect(dates.getByRole('checkbox', { name: tuesday, exact: true })).toBeChecked();
    // A Spanish week starts on Monday.
    const weekdays = dates.getByRole('group', { name: producer('producer.ruleFields.repeatOn'), exact: true }).getByRole('checkbox');
    expect(await weekdays.evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')))).toEqual(week);
    await dates.getByRole('radio', { name: producer('producer.ruleEnd.count'), exact: true }).check();
    await dates.getByRole('spinbutton', { name: producer('producer.ruleEnd.numberOfTimes'), exact: true }).fill('6');
    await dates.getByLabel(producer('producer.dateEntry.exceptions'), { exact: true }).fill(usDate(start));
    await dates
      .getByRole('button', { name: formatted('mfe-producer', 'producer.dateList.add', { list: producer('producer.dateEntry.exceptions').toLowerCase(), hidden: plainTag }) })
      .click();
    const pattern = formatted('mfe-producer', 'producer.recurrence.summary.weekly', { interval: 1, weekdays: tuesday });
    await expect(dates.getByTestId('recurrence-summary')).toHaveText(
      formatted('mfe-producer', 'producer.recurrence.summary.withEnd', { pattern, end: 'count', count: 6, until: '', exceptions: 1, exception: startDay }),
    );
    const preview = dates.getByTestId('occurrence-preview').getByRole('listitem');
    await expect(preview).toHaveCount(5);
    for (const item of await preview.allTextContents()) expect(hasSpanishDate(item), item).toBe(true);
    await expect(page.getByText(producer('producer.common.correctFormErrors'))).toHaveCount(0);
    await expectSpanishScreen(page, 'Add Event form, weekly rule', { dates: false });

    // Saved: the event's page says so in Spanish and lists its dates in Spanish.
    await submit.click();
    await expect(page).toHaveURL(/\/events\/\d+\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('flash-messages')).toContainText(formatted('mfe-producer', 'producer.common.savedItem', { verb: 'created', item: 'event', name }));
    await expectSpanishScreen(page, 'new event page', { dates: true });
  });

  test('the language control switches to English, which stays across pages and a reload, and back to Spanish', async ({ page, context }) => {
    const english = (dir: 'shell' | 'mfe-discovery', id: string) => message(dir, id, 'en');
    await page.goto(urlOf('main', '/events/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await resultsReady(page);
    await expect(languageControl(page, 'contentinfo').getByText(languageName('es'), { exact: true })).toHaveAttribute('aria-current', 'true');
    await expectSpanishScreen(page, 'events list', { dates: true });

    // English: the control's link sets the cookie and comes back to the same address, now in English.
    const address = new URL(page.url());
    await languageControl(page).getByRole('link', { name: languageName('en'), exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await pageHydrated(page);
    expect(new URL(page.url()).pathname).toBe(address.pathname);
    expect((await context.cookies(urlOf('main'))).find((cookie) => cookie.name === 'language')?.value).toBe('en');
    await expect(page.getByRole('navigation', { name: english('shell', 'layout.nav.label') }).getByRole('link', { name: english('shell', 'layout.nav.events') })).toBeVisible();
    await resultsReady(page);
    await expect(languageControl(page, 'contentinfo').getByText(languageName('en'), { exact: true })).toHaveAttribute('aria-current', 'true');
    await expectEnglishScreen(page, 'events list, in English');

    // Another page, reached in the app, and after a reload: still English.
    await page.getByRole('navigation', { name: english('shell', 'layout.nav.label') }).getByRole('link', { name: english('shell', 'layout.nav.venues') }).click();
    await expect(page).toHaveURL(/\/venues\//);
    await expect(headingOf(page, 1, formatted('mfe-discovery', 'discovery.listing.title', { kind: 'venues' }, 'en'))).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await resultsReady(page);
    await expectEnglishScreen(page, 'venues list, in English, reloaded');
    await page.goto(urlOf('main', '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(headingOf(page, 1, english('mfe-discovery', 'discovery.home.title'))).toBeVisible();
    await expectEnglishScreen(page, 'home, in English');

    // Back to Español: Spanish again, and it stays after a reload.
    await languageControl(page).getByRole('link', { name: languageName('es'), exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await pageHydrated(page);
    await expect(headingOf(page, 1, discovery('discovery.home.title'))).toBeVisible();
    expect((await context.cookies(urlOf('main'))).find((cookie) => cookie.name === 'language')?.value).toBe('es');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectSpanishScreen(page, 'home, back in Spanish, reloaded', { dates: true });
    await expect(page.getByRole('navigation', { name: shell('layout.nav.label') }).getByRole('link', { name: shell('layout.nav.events') })).toBeVisible();
  });

  test('a Spanish reader’s password reset mail is Spanish in its text and HTML parts', async ({ page }) => {
    const email = uniqueEmail('es-reset');
    await createUserWithRole(email, 'user', 'Ana');
    await page.goto(urlOf('main', '/account/password_reset/'));
    await expect(headingOf(page, 1, shell('shell.resetRequest.title'))).toBeVisible();
    await expectSpanishScreen(page, 'password reset page', { dates: false });
    await page.getByLabel(shell('shell.resetRequest.email'), { exact: true }).fill(email);
    await page.getByRole('button', { name: shell('shell.resetRequest.send'), exact: true }).click();
    await expect(page.getByRole('status')).toContainText(shell('shell.resetRequest.sent'));
    await expectSpanishScreen(page, 'password reset page, sent', { dates: false });

    const mail = await outboxMail(email, '/account/password_reset/confirm/');
    expect(mail.subject).toBe(mailMessage('mail.account.passwordReset.subject'));
    for (const [part, text] of [
      ['text', mail.text],
      ['html', mail.html],
    ] as const) {
      expect(text, part).toContain(mailMessage('mail.account.hello'));
      expect(text, part).toContain(mailMessage('mail.account.passwordReset.lifetime'));
    }
    expect(mail.html).toContain(mailMessage('mail.account.passwordReset.button'));
  });
});
