import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ALERT_MESSAGES } from '@events/contracts/alerts';
import { eventFormsEndpoints } from '@events/contracts/event-forms';
import { recurrenceSeriesSchema } from '@events/contracts/recurrence';
import { toICalendar } from '@events/domain/recurrence';
import { expect, request as apiRequest, type Page } from '@playwright/test';
import { test } from '../product-clock.js';
import ICAL from 'ical.js';
import { SMTPServer } from 'smtp-server';
import { expectNoSeriousA11yViolations } from '../axe.js';
import { createUserWithRole, linkFromOutbox, logInWithEmail, PASSWORD, readableMail, uniqueEmail } from '../accounts-support.js';
import { mainDatabaseUrl } from '../database-support.js';
import { putOnPlan } from '../producer-support.js';
import { regionDay, REGION_TIME_ZONE, saveListingAs, signInNewUser } from '../saved-support.js';
import { urlOf } from '../servers.js';

test.use({ timezoneId: REGION_TIME_ZONE });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type Mail = { to: string[]; raw: string };
const received: Mail[] = [];
let smtp: SMTPServer;
let smtpUrl = '';

function headerOf(raw: string, name: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
}

const mailsTo = (email: string): Mail[] => received.filter((mail) => mail.to.includes(email.toLowerCase()));

/**
 * Runs the digest job now for one account, as an operator would (`npm run alerts:send -- --email`), against the
 * main server's database. Another worker's run holds the job lock for a moment: then it tries again.
 */
async function runAlertJob(email: string): Promise<string> {
  const args = ['backend/dist/modules/alerts/alerts-send-cli.js', '--email', email, '--database-url', await mainDatabaseUrl(), '--smtp-url', smtpUrl];
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [...args, '--public-url', urlOf('main').replace(/\/$/, '')], {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: 'warn' },
      });
      return stdout;
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '');
      if (attempt >= 10 || !stderr.includes('Another instance')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Letters only, so the keyword search finds the name as one word. */
function uniqueWord(): string {
  return `lantern${Date.now().toString(36).replace(/\d/g, (d) => String.fromCharCode(103 + Number(d)))}${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 4)}`;
}

/** A producer with room for one more event publishes `name` at its venue, 3 days from now, through the write API. */
async function publishEvent(name: string): Promise<number> {
  const email = uniqueEmail('alerts-producer');
  await createUserWithRole(email, 'producer', 'Pat');
  const api = await apiRequest.newContext({ baseURL: urlOf('main') });
  try {
    const login = await api.post('/events/api/v1/auth/login/', { data: { username: email, password: PASSWORD } });
    expect(login.status()).toBe(200);
    const { key } = (await login.json()) as { key: string };
    const headers = { Authorization: `Bearer ${key}` };
    const quotas = (await (await api.get('/events/api/v1/producer/quotas/', { headers })).json()) as { poi: { id: number }; quota: { used: number } | null }[];
    const venue = quotas[0];
    if (!venue) throw new Error('The producer manages no venue');
    await putOnPlan(email, { code: `e2e-alerts-${uniqueWord()}`, activeEvents: (venue.quota?.used ?? 0) + 5, portalLink: 'https://billing.example.org/portal/e2e' });
    const series = recurrenceSeriesSchema.parse({ frequency: 'once', dtstart: regionDay(3), timeStart: '19:00', timeEnd: '21:00' });
    const created = await api.post(eventFormsEndpoints.create.path, {
      headers,
      data: {
        name,
        url: 'https://example.org/lantern-walk',
        event_type: 12,
        point_of_interest: venue.poi.id,
        is_in_person: true,
        is_online: false,
        description: '<p>An evening walk with lanterns.</p>',
        dates: [{ time_start: '19:00', time_end: '21:00', date_recur: toICalendar(series) }],
        price: 'free',
        age_group: ['all_ages'],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  } finally {
    await api.dispose();
  }
}

/** The listing for `keyword` within 100 mi of Pittsfield (the whole region) over the next 30 days. */
function regionListing(keyword: string): string {
  return `/events/?default_loc_id=pittsfield-ma&latitude=42.4501&longitude=-73.2454&radius=100&date_start=${regionDay(0)}&date_end=${regionDay(29)}&keyword=${keyword}`;
}

/** Saves the listing for `keyword` as a new search through the dialog. */
async function saveSearch(page: Page, keyword: string, name: string): Promise<void> {
  await page.goto(urlOf('main', regionListing(keyword)));
  await expect(page.getByTestId('results')).toHaveAttribute('data-state', 'ready');
  await saveListingAs(page, name);
}

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
    await expect(page).toHaveURL(urlOf('main', '/events/'));
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
