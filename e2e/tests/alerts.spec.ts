import { ALERT_MESSAGES } from '@events/contracts/alerts';
import { expect, request as apiRequest } from '@playwright/test';
import { test } from '../product-clock.js';
import ICAL from 'ical.js';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { createUserWithRole, linkFromOutbox, logInWithEmail, readableMail, uniqueEmail } from '../accounts-support.js';
import { type Mail, type MailSink, publishEvent, runAlertJob as runJobFor, saveSearch, startMailSink, uniqueWord } from '../alerts-support.js';
import { REGION_TIME_ZONE, signInNewUser } from '../saved-support.js';
import { urlOf } from '../servers.js';

test.use({ timezoneId: REGION_TIME_ZONE });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

function headerOf(raw: string, name: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
}

let sink: MailSink;
const mailsTo = (email: string): Mail[] => sink.received.filter((mail) => mail.to.includes(email.toLowerCase()));
const runAlertJob = (email: string): Promise<string> => runJobFor(email, sink.url);

test.beforeAll(async () => {
  sink = await startMailSink();
});

test.afterAll(async () => {
  await sink.close();
});

test.describe('saved-search alerts and feeds', () => {
  test('a new matching event is mailed once; its links work; one click turns the search off; the feeds list it', async ({ page, context }) => {
    const keyword = uniqueWord();
    const email = await signInNewUser(page, context, 'alerts-user', '/events/');
    await saveSearch(page, keyword, 'Lantern walks');
    const feedLinks = page.getByTestId('saved-search-feed-links');
    await expect(feedLinks).toContainText('Saved “Lantern walks”.');
    await expect(feedLinks.getByRole('link', { name: ALERT_MESSAGES.subscribeCalendar })).toHaveAttribute('href', /^webcal:\/\//);
    await expect(feedLinks.getByRole('link', { name: ALERT_MESSAGES.rss })).toHaveAttribute('href', /\/alerts\/feeds\/[0-9a-f]{64}\/rss\/$/);

    const eventName = `${keyword} Lantern Walk`;
    const eventId = await publishEvent(eventName);
    expect(await runAlertJob(email)).toMatch(/: 1 sent, 0 failed/);
    await expect.poll(() => mailsTo(email).length).toBe(1);
    const raw = readableMail(mailsTo(email)[0]?.raw ?? '');
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(headerOf(raw, 'Subject')).toBe(ALERT_MESSAGES.subject(1));
    expect(raw).toContain(eventName);
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Nothing new: the next run sends nothing to this user.
    expect(await runAlertJob(email)).toMatch(/: 0 sent, 0 failed/);
    expect(mailsTo(email)).toHaveLength(1);

    // The event link opens the event's page.
    const eventLink = new RegExp(`${urlOf('main', '/events/').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${eventId}/[^\\s"<>]*`).exec(raw)?.[0] ?? '';
    expect(eventLink).not.toBe('');
    await page.goto(eventLink);
    await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();

    // The calendar feed (as a calendar app fetches the webcal address) lists the event.
    await page.goto(urlOf('main', '/saved/searches/'));
    const card = page.getByTestId('saved-search-card').filter({ hasText: 'Lantern walks' });
    const webcal = (await card.getByRole('link', { name: /^Subscribe in your calendar/ }).getAttribute('href')) ?? '';
    const feed = await context.request.get(webcal.replace(/^webcal:/, 'http:'));
    expect(feed.status()).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary)).toContain(eventName);

    // Staff tools are not offered to this user.
    await card.getByRole('button', { name: /^Options for/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Export Results' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Preview Email' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // One click from the mail client (no session): the search's alerts go off.
    const unsubscribe = /^<(.+)>$/.exec(headerOf(raw, 'List-Unsubscribe'))?.[1] ?? '';
    const mailClient = await apiRequest.newContext();
    try {
      const answer = await mailClient.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
      expect(answer.status()).toBe(200);
    } finally {
      await mailClient.dispose();
    }
    await page.reload();
    const alertSwitch = card.getByRole('switch', { name: /E-mail alerts/ });
    await expect(alertSwitch).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // The switch turns them back on, and it stays on.
    await alertSwitch.check();
    await expect(alertSwitch).toBeChecked();
    await expect(alertSwitch).toBeEnabled();
    await page.reload();
    await expect(page.getByTestId('saved-search-card').filter({ hasText: 'Lantern walks' }).getByRole('switch', { name: /E-mail alerts/ })).toBeChecked();
  });

  test('staff preview a search\'s mail in a new tab and send it to themselves from the list', async ({ page, context }) => {
    const email = uniqueEmail('alerts-staff');
    await createUserWithRole(email, 'superuser', 'Sam');
    await page.goto(urlOf('main', '/auth/login/?next=/events/'));
    await logInWithEmail(page, email);
    // The events list: it writes its default place into the address as soon as it has rendered.
    await expect(page).toHaveURL((url) => url.pathname === '/events/');
    await saveSearch(page, 'music', 'Music to check');

    await page.goto(urlOf('main', '/saved/searches/'));
    const card = page.getByTestId('saved-search-card').filter({ hasText: 'Music to check' });
    await card.getByRole('button', { name: /^Options for/ }).click();
    const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name: 'Preview Email' }).click()]);
    await preview.waitForLoadState();
    await expect(preview.getByText(ALERT_MESSAGES.title).first()).toBeVisible();
    await expect(preview.getByText('Music to check', { exact: true })).toBeVisible();
    await preview.close();

    // The main server writes its mail to the outbox folder: the test mail reaches it with the manage link.
    await card.getByRole('button', { name: /^Options for/ }).click();
    await page.getByRole('menuitem', { name: 'Send Email' }).click();
    expect(await linkFromOutbox(email, '/saved/searches/')).toBe('/saved/searches/');
  });
});
