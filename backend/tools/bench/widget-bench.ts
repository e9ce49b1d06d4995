import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { localDateOf } from '@events/domain/local-time';
import { WIDGET_HYDRATE_ASSETS_FILE } from '@events/contracts/widgets';
import { addDaysToLocalDate } from '@events/domain/local-time';
import { ROLL_UP_HITS_SQL } from '../../src/modules/widgets/widgets.queries.js';
import { BACKEND_DIST, type BenchDataset, openDataset, prepareForMeasurement, signIn, startBackend } from './bench-databases.js';
import { runBench } from './bench-cli.js';
import { type AutocannonRequest, httpLoad, percentile } from './http-load.js';

/**
 * `npm run bench:widget` (issue 15): on the region catalogue, one run measures
 * - widget pages rendered per second and their p95 at 16 connections, beside the events listing API answering the
 *   same saved search (budget: widget p95 <= 50 ms and at least 80 % of the listing's requests/s);
 * - hit ingestion (budget: >= 5,000 hits/s accepted, and the raw table holding exactly the hits accepted);
 * - the rollup of 1,000,000 raw hits (budget <= 10 s);
 * - the metrics call for one widget over a year of rollup rows (budget p95 <= 50 ms);
 * - the widget page's HTML (20 cards, gzip, budget 14 KB), its month view's (budget 14 KB) and its hydration bundle
 *   (gzip, budget 60 KB).
 * Options: --seconds N (per load phase, default 10), --connections N (default 16), --fresh (rebuild the catalogue).
 */

const REPO_ROOT = path.resolve(BACKEND_DIST, '..', '..');
const REGION: BenchDataset = { name: 'region', venues: 2_000, events: 10_000, seed: 'bench-region' };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const HITS_PER_BATCH = 100;
/** 200,000 hits. */
const HIT_BATCHES = 2_000;
const ROLLUP_HITS = 1_000_000;

type Stats = { rps: number; p50: number; p95: number; ok: number; failed: number };

/**
 * `seconds` of load, or exactly `amount` requests (the hits phase: a phase cut off by time drops requests the
 * server still completes, so sent and stored could not be compared).
 */
async function load(baseUrl: string, request: () => AutocannonRequest, connections: number, seconds: number, okStatus: number, amount?: number): Promise<Stats> {
  let firstFailure = true;
  const onFailedAnswer = (status: number) => {
    if (firstFailure) console.log(`    (first failed answer: HTTP ${status})`);
    firstFailure = false;
  };
  const run = await httpLoad({ baseUrl, connections, seconds, amount, request, okStatus, onFailedAnswer });
  const sorted = run.latencies.sort((a, b) => a - b);
  return { rps: sorted.length / run.seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), ok: sorted.length, failed: run.failed };
}

let overBudget = 0;
const verdict = (ok: boolean): string => {
  if (!ok) overBudget++;
  return ok ? 'within budget' : 'OVER BUDGET';
};
const fmt = (stats: Stats): string =>
  `${stats.rps.toFixed(1).padStart(8)} req/s   p50 ${stats.p50.toFixed(1).padStart(6)} ms   p95 ${stats.p95.toFixed(1).padStart(6)} ms   (${stats.ok} ok, ${stats.failed} failed)`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { seconds: { type: 'string' }, connections: { type: 'string' }, fresh: { type: 'boolean' } } });
  const seconds = Number(values.seconds ?? 10);
  const connections = Number(values.connections ?? 16);
  const today = localDateOf(new Date(), 'America/New_York');
  console.log(`bench:widget on the region catalogue (${REGION.events} events), ${connections} connections, ${seconds} s per phase`);
  const database = await openDataset(REGION, today, values.fresh === true);
  const sql = new pg.Client({ connectionString: database.server.url });
  const backend = await startBackend(database.server.url, { WIDGET_HITS_RATE_LIMIT: '100000000', WIDGET_HOST_HITS_RATE_LIMIT: '100000000', TRUST_PROXY: 'false' });
  try {
    await sql.connect();
    const session = await signIn(backend.url);
    const auth = { authorization: `Bearer ${session.token}` };
    // The bench account becomes a subscribed producer with a saved search around Pittsfield over the next 30 days.
    const [venue] = (await sql.query<{ id: number }>('SELECT id FROM venues ORDER BY id LIMIT 1')).rows;
    await sql.query('INSERT INTO venue_managers (user_id, venue_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [session.userId, venue?.id]);
    await sql.query(`INSERT INTO plans (code, name, active_events_allowed) VALUES ('bench', 'Bench', NULL) ON CONFLICT (code) DO NOTHING`);
    await sql.query(`INSERT INTO subscriptions (user_id, status, plan) VALUES ($1, 'active', 'bench')`, [session.userId]);
    const search = await fetch(`${backend.url}/events/api/v1/saved_searches/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ search_name: `Bench ${Date.now()}`, default_loc_id: 'pittsfield-ma', radius: 25, named_date: 'next_30' }),
    });
    if (search.status !== 201) throw new Error(`saved search: ${search.status} ${await search.text()}`);
    const searchId = ((await search.json()) as { id: number }).id;
    const created = await fetch(`${backend.url}/events/api/v1/widgets/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Bench calendar', search_id: searchId }),
    });
    if (created.status !== 201) throw new Error(`widget: ${created.status} ${await created.text()}`);
    const widgetId = ((await created.json()) as { id: number }).id;
    await prepareForMeasurement(database.server.url);

    // Sizes.
    const page = await fetch(`${backend.url}/widget/${widgetId}/`);
    const html = await page.text();
    const cards = (html.match(/class="wc-card"/g) ?? []).length;
    const htmlGzip = gzipSync(html, { level: 9 }).length;
    const dist = path.join(REPO_ROOT, 'mfe-widget', 'dist');
    const assets = JSON.parse(readFileSync(path.join(dist, WIDGET_HYDRATE_ASSETS_FILE), 'utf8')) as { js: string[] };
    const hydrateGzip = assets.js.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
    console.log(`\n  widget HTML       ${(htmlGzip / 1024).toFixed(1)} KB gzip for ${cards} cards   budget 14 KB: ${verdict(htmlGzip <= 14 * 1024 && cards === 20)}`);
    // The month view of the same calendar: this month's dates, at most WIDGET_MONTH_DATES_MAX of them.
    const monthHtml = await (await fetch(`${backend.url}/widget/${widgetId}/?view=month`)).text();
    const dates = (monthHtml.match(/<li data-event-id=/g) ?? []).length;
    const monthGzip = gzipSync(monthHtml, { level: 9 }).length;
    console.log(`  month view HTML   ${(monthGzip / 1024).toFixed(1)} KB gzip for ${dates} dates   budget 14 KB: ${verdict(monthGzip <= 14 * 1024 && dates > 0)}`);
    console.log(`  hydration bundle  ${(hydrateGzip / 1024).toFixed(1)} KB gzip (${assets.js.join(', ')})   budget 60 KB: ${verdict(hydrateGzip <= 60 * 1024)}`);

    // Widget pages beside the listing API answering the same search (what the widget page itself asks the listing).
    const listingQuery = `latitude=42.4501&longitude=-73.2454&radius=25&units=mi&date_start=${today}&date_end=${addDaysToLocalDate(today, 29)}&ordering=dt_next&page=1&page_size=20`;
    const pageRequest = (): AutocannonRequest => ({
      method: 'GET',
      path: `/widget/${widgetId}/`,
      headers: { 'user-agent': BROWSER, referer: 'https://friends.example/calendar.html' },
    });
    const listingRequest = (): AutocannonRequest => ({ method: 'GET', path: `/events/api/v1/events/?${listingQuery}`, headers: auth });
    await load(backend.url, pageRequest, connections, 2, 200);
    const widgetStats = await load(backend.url, pageRequest, connections, seconds, 200);
    const listingStats = await load(backend.url, listingRequest, connections, seconds, 200);
    const share = widgetStats.rps / listingStats.rps;
    console.log(`\n  widget page       ${fmt(widgetStats)}`);
    console.log(`  listing API       ${fmt(listingStats)}`);
    console.log(`  widget p95 <= 50 ms: ${verdict(widgetStats.p95 <= 50)}; widget req/s = ${(share * 100).toFixed(0)} % of the listing's (>= 80 %): ${verdict(share >= 0.8)}`);

    // Hit ingestion: batches of 100 event hits; every accepted batch must be in the raw table. The event is one the
    // calendar lists (its first card): hits of events a calendar does not show are dropped as forged.
    const event = { id: Number(/class="wc-card" data-event-id="(\d+)"/.exec(html)?.[1]) };
    await sql.query('DELETE FROM widget_hits_raw WHERE widget_id = $1', [widgetId]);
    const batch = JSON.stringify({ host: 'friends.example', items: Array.from({ length: HITS_PER_BATCH }, () => ({ kind: 'event', widget_id: widgetId, event_id: event?.id })) });
    const hitRequest = (): AutocannonRequest => ({ method: 'POST', path: '/events/api/v1/widget_hits/', headers: { 'content-type': 'application/json', 'user-agent': BROWSER }, body: batch });
    const hitStats = await load(backend.url, hitRequest, connections, seconds, 204, HIT_BATCHES);
    const stored = Number((await sql.query<{ n: string }>('SELECT count(*) AS n FROM widget_hits_raw WHERE widget_id = $1 AND kind = 2', [widgetId])).rows[0]?.n ?? 0);
    const accepted = hitStats.ok * HITS_PER_BATCH;
    const hitsPerSecond = hitStats.rps * HITS_PER_BATCH;
    console.log(`\n  hit ingestion     ${hitsPerSecond.toFixed(0).padStart(8)} hits/s accepted (${HITS_PER_BATCH} per batch, p95 ${hitStats.p95.toFixed(1)} ms, ${hitStats.failed} failed)`);
    console.log(`  stored ${stored} of ${accepted} accepted: ${verdict(stored === accepted && hitsPerSecond >= 5000)} (>= 5,000 hits/s, counts equal)`);

    // The rollup of a million raw hits: a year of traffic over 40 hosts, rolled up in one run.
    await sql.query('DELETE FROM widget_hits_raw');
    await sql.query(
      `INSERT INTO widget_hits_raw (widget_id, kind, event_id, host, hit_at)
       SELECT $1, CASE WHEN i % 3 = 0 THEN 1 ELSE 2 END, CASE WHEN i % 3 = 0 THEN NULL ELSE $2::int END, 'site' || (i % 40) || '.example',
              now() - make_interval(secs => (i % 31536000)::int) - interval '1 minute'
       FROM generate_series(1, $3::int) AS i`,
      [widgetId, event?.id, ROLLUP_HITS],
    );
    await sql.query(`UPDATE widget_hits_rollup_state SET rolled_up_to = '-infinity'`);
    await sql.query('VACUUM ANALYZE widget_hits_raw');
    const started = performance.now();
    await sql.query('BEGIN');
    // Settled at once (0 s), up to now: the raw hits above are stamped before it.
    const rolled = await sql.query<{ hits: string }>(ROLL_UP_HITS_SQL, [0, new Date()]);
    await sql.query('COMMIT');
    const rollupSeconds = (performance.now() - started) / 1000;
    console.log(`\n  rollup            ${Number(rolled.rows[0]?.hits ?? 0)} raw hits in ${rollupSeconds.toFixed(2)} s   budget 10 s: ${verdict(rollupSeconds <= 10)}`);

    // The metrics call over the year those hits cover.
    const metricsRequest = (): AutocannonRequest => ({
      method: 'GET',
      path: `/events/api/v1/widget_metrics/${widgetId}/?start_date=${addDaysToLocalDate(today, -364)}&end_date=${today}`,
      headers: auth,
    });
    const metricsStats = await load(backend.url, metricsRequest, connections, seconds, 200);
    console.log(`  metrics (1 year)  ${fmt(metricsStats)}   p95 <= 50 ms: ${verdict(metricsStats.p95 <= 50)}`);
  } finally {
    await sql.end().catch(() => undefined);
    await backend.stop();
    await database.server.stop();
  }
}

runBench(async () => {
  await main();
  return overBudget === 0 ? 0 : 1;
});
