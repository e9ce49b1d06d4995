// Helpers of the tests that run the saved-search digest job (alerts.spec.ts, app-worker-push.spec.ts): a mail sink,
// the job run as an operator runs it, and a producer's event published through the write API.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eventFormsEndpoints } from '@events/contracts/event-forms';
import { recurrenceSeriesSchema } from '@events/contracts/recurrence';
import { toICalendar } from '@events/domain/recurrence';
import { expect, request as apiRequest, type Page } from '@playwright/test';
import { createUserWithRole, PASSWORD, uniqueEmail, uniqueSuffix } from './accounts-support.js';
import { mainDatabaseUrl } from './database-support.js';
import { putOnPlan } from './producer-support.js';
import { regionDay, saveListingAs } from './saved-support.js';
import { urlOf } from './servers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export { startMailSink, type MailSink, type SinkMail as Mail } from '../backend/src/testing/smtp-sink.js';

/**
 * Runs the digest job now for one account, as an operator would (`npm run alerts:send -- --email`), against the
 * main server's database, mailing through `smtpUrl`; `env` adds to its environment. Another worker's run holds the
 * job lock for a moment: then it tries again.
 */
export async function runAlertJob(email: string, smtpUrl: string, env: Record<string, string> = {}): Promise<string> {
  const args = ['backend/dist/modules/alerts/alerts-send-cli.js', '--email', email, '--database-url', await mainDatabaseUrl(), '--smtp-url', smtpUrl];
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [...args, '--public-url', urlOf('main').replace(/\/$/, '')], {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      });
      return stdout;
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '');
      if (attempt >= 10 || !stderr.includes('Another instance')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Letters only, so the keyword search finds the name as one word: a random suffix with its digits turned into g–p. */
export function uniqueWord(): string {
  return `lantern${uniqueSuffix().replace(/\d/g, (d) => String.fromCharCode(103 + Number(d)))}`;
}

/** A producer with room for one more event publishes `name` at its venue, 3 days from now, through the write API. */
export async function publishEvent(name: string): Promise<number> {
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
export function regionListing(keyword: string): string {
  return `/events/?default_loc_id=pittsfield-ma&latitude=42.4501&longitude=-73.2454&radius=100&date_start=${regionDay(0)}&date_end=${regionDay(29)}&keyword=${keyword}`;
}

/** Saves the listing for `keyword` as a new search through the dialog. */
export async function saveSearch(page: Page, keyword: string, name: string): Promise<void> {
  await page.goto(urlOf('main', regionListing(keyword)));
  await expect(page.getByTestId('results')).toHaveAttribute('data-state', 'ready');
  await saveListingAs(page, name);
}
