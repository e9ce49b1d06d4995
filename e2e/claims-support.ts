// Helpers of the claim end-to-end tests: a claimable demo venue from the main server's database, and mails.
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { readableMail } from './accounts-support.js';
import { databaseUrl, mainDatabaseUrl } from './database-support.js';
import { productNow } from './product-clock.js';
import { dataDir, outboxDir, type ServerName } from './servers.js';

/**
 * Makes the account `email` of `server` the manager and billing contact of a published venue nobody manages yet
 * (what a verified claim does), with no subscription: the starting point of a Checkout.
 */
export async function billingContactOfFreeVenue(server: ServerName, email: string): Promise<{ id: number; name: string }> {
  const client = new pg.Client({ connectionString: await databaseUrl(server) });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; name: string }>(
      `WITH venue AS (
         SELECT v.id, v.name FROM venues v
         WHERE v.published AND NOT v.hide_from_listing
           AND NOT EXISTS (SELECT 1 FROM venue_managers m WHERE m.venue_id = v.id)
           AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.venue_id = v.id)
           AND NOT EXISTS (SELECT 1 FROM venues same WHERE same.name = v.name AND same.id <> v.id)
         ORDER BY random() LIMIT 1)
       INSERT INTO venue_managers (user_id, venue_id, is_billing_contact)
       SELECT u.id, venue.id, true FROM users u, venue WHERE lower(u.email) = lower($1)
       RETURNING venue_id AS id, (SELECT name FROM venue) AS name`,
      [email],
    );
    const venue = rows[0];
    if (!venue) throw new Error(`No free venue for ${email} on ${server}`);
    return venue;
  } finally {
    await client.end();
  }
}

/**
 * The venues claimableVenue has handed out in this run, one folder per venue id: mkdir fails for the second worker
 * that draws the same venue, so two tests never claim one venue (one met "already claimed" when they did). It lives in
 * the main server's data folder, which every run starts afresh together with its database.
 */
const handedOutVenues = path.join(dataDir('main'), 'e2e-claimable-venues');

/** Takes `id` for this test; false when another test has it. */
async function takeVenue(id: number): Promise<boolean> {
  await mkdir(handedOutVenues, { recursive: true });
  try {
    await mkdir(path.join(handedOutVenues, String(id)));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * A published demo venue nobody manages or claims yet, chosen at random among them and taken for this test
 * (takeVenue), so parallel tests (and repeats) never reach for the same one. Its name is its own: the desk's cards
 * are found by venue name, and the demo region has a few names two venues share. With `activeEventsBelow`, it holds
 * fewer active events (an occurrence not yet over by the product's clock, as the plan's quota counts them) than
 * that, so a plan of that size leaves room.
 */
export async function claimableVenue({ activeEventsBelow }: { activeEventsBelow?: number } = {}): Promise<{ id: number; name: string }> {
  const client = new pg.Client({ connectionString: await mainDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; name: string }>(
      `SELECT v.id, v.name FROM venues v
       WHERE v.published AND NOT v.hide_from_listing
         AND NOT EXISTS (SELECT 1 FROM venue_managers m WHERE m.venue_id = v.id)
         AND NOT EXISTS (SELECT 1 FROM venue_claims c WHERE c.venue_id = v.id)
         AND NOT EXISTS (SELECT 1 FROM venues same WHERE same.name = v.name AND same.id <> v.id)
         AND ($1::int IS NULL OR (
           SELECT count(*) FROM events e
           WHERE e.venue_id = v.id
             AND EXISTS (SELECT 1 FROM event_occurrences o WHERE o.event_id = e.id AND coalesce(o.ends_at, o.starts_at) >= $2::timestamptz)
         ) < $1)
       ORDER BY random() LIMIT 20`,
      [activeEventsBelow ?? null, productNow()],
    );
    for (const venue of rows) if (await takeVenue(venue.id)) return venue;
    throw new Error('No claimable demo venue left');
  } finally {
    await client.end();
  }
}

/** Waits for a mail to `email` in the main server's outbox whose decoded text contains `text`; answers that text. */
export async function mailTo(email: string, text: string, timeoutMs = 15_000): Promise<string> {
  const folder = outboxDir('main');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    for (const file of files) {
      const readable = readableMail(await readFile(path.join(folder, file), 'utf8'));
      if (readable.toLowerCase().includes(`to: ${email.toLowerCase()}`) && readable.includes(text)) return readable;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${email} containing "${text}" in ${folder}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
