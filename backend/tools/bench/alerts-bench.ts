import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { feedLinksOf } from '@events/contracts/alerts';
import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import { localDateOf } from '@events/domain/local-time';
import { defaultConfig } from '../../src/config/app-config.js';
import { createApp } from '../../src/create-app.js';
import { AlertsService } from '../../src/modules/alerts/alerts.service.js';
import { type BenchDataset, CACHE_ROOT, openDataset } from './bench-databases.js';
import { EVENT_KEYWORDS } from './search-mix.js';
import { runBackendBench } from './bench-cli.js';
import { percentile } from './http-load.js';

/**
 * `npm run bench:alerts` (issue 18): the saved-search digest job on the stress catalogue of bench:search (its cached
 * database, copied so the cache stays as built). 10,000 active saved searches of 2,000 users (keywords of the
 * catalogue, default towns, radii 10-50 mi, named and open ranges), and a day of new events (1 % of the catalogue
 * created in the last hour; the rest and the searches a day or more ago), and a day of edits (issue 25: --edited % of
 * the events edited in the last hour, of which --matched % changed what a search matches, so the digest takes them as
 * candidates again; the rest changed links or notes only). `--matched` equal to `--edited` is the naive rule, every
 * edited event a candidate. Prints:
 * - the run's wall time (budget <= 60 s),
 * - the backend's peak RSS growth during the run (budget <= 200 MB: users are walked in batches, never all matches at once),
 * - the mails written (outbox folder),
 * - the calendar feed's p95 for one search over 200 calls (budget <= 50 ms).
 * The job runs in this process, on the app the backend builds (createApp), so its memory is this process's.
 * - the run's candidate events (created or changed since the searches' last digest),
 * Options: --users N (2000), --searches N (10000), --edited P (5), --matched P (1), --fresh (rebuild the cached catalogue).
 */

const STRESS: BenchDataset = { name: 'stress', venues: 20_000, events: 100_000, seed: 'bench-stress' };
const COPY = 'alerts_bench';
const NAMED = ['next_7', 'next_30', 'this_weekend', ''] as const;
const RADII = [10, 25, 50] as const;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A copy of the catalogue database (CREATE DATABASE ... TEMPLATE), so the bench's writes leave the cache as built. */
async function copyDatabase(url: string): Promise<string> {
  const source = new URL(url);
  const sourceName = source.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await withClient(admin.toString(), async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${COPY}`);
    await client.query(`CREATE DATABASE ${COPY} TEMPLATE ${sourceName}`);
  });
  const copy = new URL(url);
  copy.pathname = `/${COPY}`;
  return copy.toString();
}

async function dropCopy(url: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await withClient(admin.toString(), (client) => client.query(`DROP DATABASE IF EXISTS ${COPY}`));
}

/** The bench's users and searches, a day of new events, and a day of edits (percent of the events, by id). */
async function prepare(url: string, users: number, searches: number, edits: { readonly edited: number; readonly matched: number }): Promise<void> {
  await withClient(url, async (client) => {
    await client.query(`UPDATE events SET created = now() - interval '2 days', updated = now() - interval '2 days', matched_fields_changed = NULL`);
    await client.query(`UPDATE events SET created = now() - interval '1 hour', updated = now() - interval '1 hour' WHERE id % 100 = 0`);
    await client.query(`UPDATE events SET updated = now() - interval '1 hour' WHERE id % 100 BETWEEN 1 AND $1`, [edits.edited]);
    await client.query(`UPDATE events SET matched_fields_changed = now() - interval '1 hour' WHERE id % 100 BETWEEN 1 AND $1`, [edits.matched]);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO users (username, email, password_hash)
       SELECT 'alerts-bench-' || i, 'alerts-bench-' || i || '@example.org', NULL FROM generate_series(1, $1::int) AS i
       RETURNING id`,
      [users],
    );
    const userIds = rows.map((row) => row.id);
    const values = Array.from({ length: searches }, (_, i) => ({
      user: userIds[i % userIds.length] as number,
      keyword: EVENT_KEYWORDS[(i * 7) % EVENT_KEYWORDS.length] as string,
      town: DEFAULT_LOCATIONS[i % DEFAULT_LOCATIONS.length]?.id as string,
      radius: RADII[i % RADII.length] as number,
      named: NAMED[i % NAMED.length] as string,
    }));
    for (let start = 0; start < values.length; start += 1000) {
      const chunk = values.slice(start, start + 1000);
      await client.query(
        `INSERT INTO saved_searches (user_id, search_name, keyword, default_loc_id, radius, named_date, created, updated)
         SELECT u, 'Bench ' || k, k, t, r, n, now() - interval '1 day', now() - interval '1 day'
         FROM unnest($1::int[], $2::text[], $3::text[], $4::float8[], $5::text[]) AS v(u, k, t, r, n)`,
        [chunk.map((v) => v.user), chunk.map((v) => v.keyword), chunk.map((v) => v.town), chunk.map((v) => v.radius), chunk.map((v) => v.named)],
      );
    }
    await client.query('ANALYZE saved_searches');
    await client.query('ANALYZE users');
    await client.query('ANALYZE events');
  });
}

/** Runs the bench; answers the exit code (1 when a figure is over its budget), used once everything is closed. */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { users: { type: 'string' }, searches: { type: 'string' }, edited: { type: 'string' }, matched: { type: 'string' }, fresh: { type: 'boolean' } },
  });
  const users = Number(values.users ?? 2000);
  const searches = Number(values.searches ?? 10_000);
  const edited = Number(values.edited ?? 5);
  const matched = Math.min(edited, Number(values.matched ?? 1));
  const today = localDateOf(new Date(), 'America/New_York');
  console.log(`Alerts bench: stress catalogue (${STRESS.events.toLocaleString('en-US')} events), ${searches.toLocaleString('en-US')} searches of ${users.toLocaleString('en-US')} users; databases cached in ${CACHE_ROOT}`);
  console.log(`  a day of edits: ${edited} % of the events, ${matched} % changing what a search matches`);
  const { server } = await openDataset(STRESS, today, values.fresh === true);
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'alerts-bench-outbox-'));
  let copyUrl: string | undefined;
  try {
    copyUrl = await copyDatabase(server.url);
    await prepare(copyUrl, users, searches, { edited, matched });
    const candidates = await withClient(copyUrl, async (client) => {
      const { rows } = await client.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM events WHERE (created > now() - interval '1 day' OR matched_fields_changed > now() - interval '1 day') AND published`,
      );
      return rows[0]?.count ?? 0;
    });
    const base = defaultConfig();
    const app = await createApp(
      defaultConfig({
        databaseUrl: copyUrl,
        publicUrl: 'https://events.example.org',
        mail: { ...base.mail, outboxDir, smtpUrl: undefined },
        alerts: { ...base.alerts, sendHour: 0, scheduled: false },
      }),
    );
    try {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const started = performance.now();
      const run = await app.get(AlertsService).runDigestJob();
      const wall = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      const written = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).length;
      const growth = (peak - before) / 1024 / 1024;

      await app.listen(0, '127.0.0.1');
      const address = app.getHttpServer().address() as { port: number };
      const token = await withClient(copyUrl, async (client) => {
        const { rows } = await client.query<{ feed_token: string }>(
          `SELECT feed_token FROM saved_searches WHERE search_name LIKE 'Bench %' AND named_date = 'next_30' ORDER BY id LIMIT 1`,
        );
        return rows[0]?.feed_token ?? '';
      });
      const feedUrl = feedLinksOf(token, `http://127.0.0.1:${address.port}`).calendar;
      const times: number[] = [];
      for (let i = 0; i < 220; i++) {
        const t0 = performance.now();
        const res = await fetch(feedUrl);
        await res.text();
        if (res.status !== 200) throw new Error(`Feed answered ${res.status}`);
        if (i >= 20) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);

      const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
      console.log(`Digest run: ${run.users} users, ${run.mailsSent} mails sent, ${run.nothingNew} with nothing new, ${run.mailsFailed} failed`);
      console.log(`  candidate events     ${candidates.toLocaleString('en-US')} (created or changed in what a search matches)`);
      console.log(`  wall time            ${wall.toFixed(1)} s (budget <= 60 s) ${verdict(wall <= 60)}`);
      console.log(`  peak RSS growth      ${growth.toFixed(0)} MB (budget <= 200 MB) ${verdict(growth <= 200)}`);
      console.log(`  mails written        ${written}`);
      console.log(`  calendar feed p95    ${p95.toFixed(1)} ms over ${times.length} calls (budget <= 50 ms) ${verdict(p95 <= 50)}`);
      return wall > 60 || growth > 200 || p95 > 50 ? 1 : 0;
    } finally {
      await app.close();
    }
  } finally {
    if (copyUrl) await dropCopy(server.url).catch(() => undefined);
    await server.stop();
    await rm(outboxDir, { recursive: true, force: true });
  }
}

runBackendBench(main);
