import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { eventFormsEndpoints } from '@events/contracts/event-forms';
import { fillPath } from '@events/contracts/endpoint';
import { recurrenceSeriesSchema } from '@events/contracts/recurrence';
import { addDaysToLocalDate, addMonthsToLocalDate, localDateOf } from '@events/domain/local-time';
import { toICalendar } from '@events/domain/recurrence';
import { type Backend, type BenchDataset, type BenchSession, CACHE_ROOT, logIn, openDataset, prepareForMeasurement, register, signIn, startBackend } from './bench-databases.js';
import { cpuBetween, cpuSample, findPostmaster } from './cpu-usage.js';
import { httpLoad, percentile } from './http-load.js';
import { eventMix, type MixRequest, urlOf } from './search-mix.js';
import { uploadBenchVerdicts } from './upload-bench.js';
import { loadAverage, runBench } from './bench-cli.js';

/**
 * `npm run bench:write`: the event write path on the stress catalogue of bench:search (its cached database).
 * - Time until a producer's weekly event over 13 months is in the listings: a save (POST add-event) and then the
 *   events listing searched for it until it answers the event with the right next date; p95 over 50 saves
 *   (budget <= 300 ms).
 * - The events listing's throughput (the bench:search mix, 16 connections) with 5 event saves per second beside it,
 *   against the same run without writes, the two taking turns in slices (budget >= 90 %).
 * - Image uploads: a 10 MB JPEG to a primary + thumbnail, p95 and backend RSS growth (upload-bench.ts).
 * Every event the bench saves is deleted through the API at the end, so the cached catalogue stays as built.
 * Options: --saves N (50), --seconds N per slice (8), --rounds N (3), --rate N saves/s (5), --connections N (16),
 * --fresh (rebuild the cached database).
 */

const STRESS: BenchDataset = { name: 'stress', venues: 20_000, events: 100_000, seed: 'bench-stress' };
const PRODUCER = { email: 'write-bench-producer@example.org', password: 'Bench-writes-2026!' };

/** One line of the budget. */
export type Verdict = { readonly text: string; readonly ok: boolean };

/** What an upload bench gets: the running backend, a producer's session and one of its venues and events. */
export type UploadBenchContext = { readonly baseUrl: string; readonly backendPid: number | undefined; readonly token: string; readonly venueId: number; readonly eventId: number };

/** Image upload figures (issue 13: a 10 MB JPEG to a primary + thumbnail, p95 <= 1.5 s, backend RSS growth < 100 MB). */
function uploadBench(context: UploadBenchContext): Promise<Verdict[]> {
  return uploadBenchVerdicts({ baseUrl: context.baseUrl, authorization: `Bearer ${context.token}`, venueId: context.venueId, backendPid: context.backendPid ?? 0 });
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

type Producer = { readonly session: BenchSession; readonly venueId: number; readonly timeZone: string };

/**
 * The bench's producer: its account (registered on first use), managing one published venue of the catalogue with a
 * plan without an event limit, so the quota never stops the saves.
 */
async function producerOf(baseUrl: string, databaseUrl: string): Promise<Producer> {
  await register(baseUrl, PRODUCER);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: number; venue_id: number; time_zone: string }>(
      `SELECT u.id AS user_id, v.id AS venue_id, v.time_zone
       FROM users u, LATERAL (SELECT id, time_zone FROM venues WHERE published ORDER BY id LIMIT 1) v
       WHERE u.email = $1`,
      [PRODUCER.email],
    );
    const row = rows[0];
    if (row === undefined) throw new Error('The bench producer was not registered');
    await client.query('INSERT INTO venue_managers (user_id, venue_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [row.user_id, row.venue_id]);
    await client.query(
      `INSERT INTO subscriptions (user_id, status, plan, active_events_allowed)
       SELECT $1, 'active', 'bench', NULL WHERE NOT EXISTS (SELECT 1 FROM subscriptions WHERE user_id = $1)`,
      [row.user_id],
    );
    const session = await logIn(baseUrl, PRODUCER);
    return { session, venueId: row.venue_id, timeZone: row.time_zone };
  } finally {
    await client.end();
  }
}

/** Letters only, so the keyword search (English stemming) finds the name as one word. */
function token(n: number): string {
  let out = '';
  let rest = n;
  do {
    out = String.fromCharCode(97 + (rest % 26)) + out;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return `zqw${out}`;
}

/** The first Thursday after `date`. */
function nextThursday(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDaysToLocalDate(date, (3 - weekday + 7) % 7 || 7);
}

/** A weekly event over 13 months, as the form sends it. */
function weeklyEvent(producer: Producer, name: string, firstDay: string): object {
  const series = recurrenceSeriesSchema.parse({
    frequency: 'weekly',
    dtstart: firstDay,
    byweekday: ['TH'],
    end: { type: 'until', until: addMonthsToLocalDate(firstDay, 13) },
    timeStart: '19:00',
    timeEnd: '21:00',
  });
  return {
    name,
    url: 'https://example.org/bench',
    event_type: 12,
    point_of_interest: producer.venueId,
    is_in_person: true,
    is_online: false,
    description: '<p>A weekly evening of music saved by the write bench.</p>',
    dates: [{ time_start: '19:00', time_end: '21:00', date_recur: toICalendar(series) }],
    price: 'free',
    age_group: ['all_ages'],
  };
}

class Writer {
  readonly created: number[] = [];
  private counter = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly producer: Producer,
    private readonly runId: number,
  ) {}

  /** Saves one new event; returns its id and name. */
  async save(firstDay: string): Promise<{ id: number; name: string }> {
    const name = `Benchwrite ${token(this.runId * 100_000 + this.counter++)}`;
    const res = await fetch(`${this.baseUrl}${eventFormsEndpoints.create.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.producer.session.token}` },
      body: JSON.stringify(weeklyEvent(this.producer, name, firstDay)),
    });
    if (res.status !== 201) throw new Error(`Save answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
    const { id } = (await res.json()) as { id: number };
    this.created.push(id);
    return { id, name };
  }

  async deleteAll(): Promise<void> {
    const ids = [...this.created];
    while (ids.length > 0) {
      await Promise.all(
        ids.splice(0, 4).map((id) =>
          fetch(`${this.baseUrl}${fillPath(eventFormsEndpoints.remove.path, { id })}`, { method: 'DELETE', headers: { authorization: `Bearer ${this.producer.session.token}` } }),
        ),
      );
    }
  }
}

/** Searches the listing for the event's name until it answers it with the expected next date; returns the tries. */
async function waitUntilListed(baseUrl: string, session: BenchSession, name: string, id: number, firstDay: string, today: string): Promise<number> {
  const query = new URLSearchParams({ keyword: name.split(' ')[1] ?? name, date_start: today, date_end: addDaysToLocalDate(today, 30) });
  for (let tries = 1; tries <= 200; tries++) {
    const res = await fetch(`${baseUrl}/events/api/v1/events/?${query}`, { headers: { authorization: `Bearer ${session.token}` } });
    const body = (await res.json()) as { results?: { id: number; nextEventOccurrence: { eventDate: string } | null }[] };
    const card = body.results?.find((c) => c.id === id);
    if (card?.nextEventOccurrence?.eventDate === firstDay) return tries;
  }
  throw new Error(`Event ${id} never appeared in the listing`);
}

/** The events listing under the bench:search mix for `seconds`; returns requests/s of answered 200s. */
async function listingLoad(baseUrl: string, session: BenchSession, mix: readonly MixRequest[], start: number, connections: number, seconds: number): Promise<{ rps: number; failed: number }> {
  const headers = { authorization: `Bearer ${session.token}` };
  const urls = mix.map(urlOf);
  let next = start;
  const run = await httpLoad({ baseUrl, connections, seconds, request: () => ({ method: 'GET', headers, path: urls[next++ % urls.length] as string }) });
  return { rps: run.latencies.length / run.seconds, failed: run.failed };
}

/** Saves at `rate` per second (by the clock, whatever the answers take) until `stop` resolves. */
async function writeAtRate(writer: Writer, firstDay: string, rate: number, stop: Promise<unknown>): Promise<{ saves: number; failed: number; firstFailure: string | undefined }> {
  let done = false;
  void stop.then(() => (done = true));
  let sent = 0;
  let saves = 0;
  let failed = 0;
  let firstFailure: string | undefined;
  const pending: Promise<void>[] = [];
  const started = Date.now();
  while (!done) {
    const due = started + (sent * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    if (done) break;
    sent++;
    pending.push(
      writer.save(firstDay).then(
        () => void saves++,
        (error: unknown) => {
          failed++;
          firstFailure ??= error instanceof Error ? error.message : String(error);
        },
      ),
    );
  }
  await Promise.all(pending);
  return { saves, failed, firstFailure };
}

/** CPU ms of PostgreSQL and the backend (not the load driver, not other work on the machine) while `work` runs. */
async function cpuOf<T>(
  processes: { postmaster: number | undefined; backend: number | undefined },
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; postgres: number; backend: number }> {
  const before = cpuSample(processes.postmaster, processes.backend);
  const result = await work();
  const used = cpuBetween(before, cpuSample(processes.postmaster, processes.backend));
  return { result, ms: used.postgres + used.backend, postgres: used.postgres, backend: used.backend };
}

async function measure(
  backend: Backend,
  databaseUrl: string,
  clusterDir: string,
  options: { saves: number; seconds: number; rounds: number; rate: number; connections: number },
  today: string,
): Promise<Verdict[]> {
  const processes = { postmaster: findPostmaster(clusterDir), backend: backend.pid };
  const visitor = await signIn(backend.url);
  const producer = await producerOf(backend.url, databaseUrl);
  const writer = new Writer(backend.url, producer, Date.now() % 100_000);
  const firstDay = nextThursday(localDateOf(new Date(), producer.timeZone));
  const verdicts: Verdict[] = [];
  try {
    // 1. Save, then search until listed.
    const times: number[] = [];
    const saveTimes: number[] = [];
    let polls = 0;
    for (let i = 0; i < options.saves; i++) {
      const started = performance.now();
      const saved = await writer.save(firstDay);
      saveTimes.push(performance.now() - started);
      polls += await waitUntilListed(backend.url, visitor, saved.name, saved.id, firstDay, today);
      times.push(performance.now() - started);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const savesSorted = [...saveTimes].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(`  save until listed: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(p95)}, max ${ms(sorted[sorted.length - 1] ?? 0)} over ${times.length} saves (${polls} listing searches)`);
    console.log(`    of which the save (POST add-event): p50 ${ms(percentile(savesSorted, 50))}, p95 ${ms(percentile(savesSorted, 95))}`);
    const cpuSaves = 30;
    const saveCpu = await cpuOf(processes, async () => {
      for (let i = 0; i < cpuSaves; i++) await writer.save(firstDay);
    });
    const cpuPerSave = saveCpu.ms / cpuSaves;
    verdicts.push({ text: `time until a weekly event over 13 months is listed: p95 ${ms(p95)} vs budget <= 300 ms`, ok: p95 <= 300 });

    // 2. Listing throughput without and with writes, taking turns.
    const mix = eventMix(4000, today);
    await listingLoad(backend.url, visitor, mix, 2000, options.connections, Math.min(3, options.seconds));
    const quiet: number[] = [];
    const busy: number[] = [];
    let saves = 0;
    let failedSaves = 0;
    let failedSearches = 0;
    let searchCpu = 0;
    let searches = 0;
    for (let round = 0; round < options.rounds; round++) {
      const start = Math.floor((round * mix.length) / options.rounds);
      const measured = await cpuOf(processes, () => listingLoad(backend.url, visitor, mix, start, options.connections, options.seconds));
      const alone = measured.result;
      quiet.push(alone.rps);
      searchCpu += measured.ms;
      searches += alone.rps * options.seconds;
      const load = listingLoad(backend.url, visitor, mix, start, options.connections, options.seconds);
      const written = await writeAtRate(writer, firstDay, options.rate, load);
      const beside = await load;
      busy.push(beside.rps);
      saves += written.saves;
      failedSaves += written.failed;
      failedSearches += alone.failed + beside.failed;
      if (written.firstFailure !== undefined) console.log(`  a save failed: ${written.firstFailure}`);
      console.log(`  round ${round + 1}: ${alone.rps.toFixed(1)} searches/s alone, ${beside.rps.toFixed(1)} with ${written.saves} saves beside (${(written.saves / options.seconds).toFixed(1)}/s)`);
    }
    const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const share = (100 * mean(busy)) / mean(quiet);
    console.log(`  listing: ${mean(quiet).toFixed(1)} searches/s without writes, ${mean(busy).toFixed(1)} with ${options.rate} saves/s (${saves} saves, ${failedSaves} failed; ${failedSearches} failed searches)`);
    verdicts.push({ text: `events listing with ${options.rate} saves/s: ${share.toFixed(0)} % of its throughput without writes vs budget >= 90 %`, ok: share >= 90 });
    // What the machine's other work cannot move: CPU per operation, and the share it implies on two otherwise idle cores.
    const cpuPerSearch = searchCpu / Math.max(1, searches);
    const implied = 100 * (1 - (options.rate * cpuPerSave) / (os.cpus().length * 1000));
    console.log(
      `  CPU (PostgreSQL + backend): ${cpuPerSave.toFixed(1)} ms per save (${(saveCpu.postgres / cpuSaves).toFixed(1)} + ${(saveCpu.backend / cpuSaves).toFixed(1)}), ${cpuPerSearch.toFixed(1)} ms per search; ${options.rate} saves/s take ${(options.rate * cpuPerSave).toFixed(0)} ms of each second's ${os.cpus().length * 1000} ms, so an otherwise idle machine keeps ~${implied.toFixed(0)} % of its listing throughput`,
    );
    if (failedSaves > 0 || failedSearches > 0) verdicts.push({ text: `${failedSaves} failed saves, ${failedSearches} failed searches`, ok: false });

    // 3. Image uploads (media module).
    verdicts.push(...(await uploadBench({ baseUrl: backend.url, backendPid: backend.pid, token: producer.session.token, venueId: producer.venueId, eventId: writer.created[0] ?? 0 })));
  } finally {
    await writer.deleteAll();
  }
  return verdicts;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      saves: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '8' },
      rounds: { type: 'string', default: '3' },
      rate: { type: 'string', default: '5' },
      connections: { type: 'string', default: '16' },
      fresh: { type: 'boolean', default: false },
    },
  });
  const options = { saves: Number(values.saves), seconds: Number(values.seconds), rounds: Number(values.rounds), rate: Number(values.rate), connections: Number(values.connections) };
  if (!Object.values(options).every((n) => Number.isFinite(n) && n > 0)) {
    console.error('Usage: write-bench [--saves 50] [--seconds 8] [--rounds 3] [--rate 5] [--connections 16] [--fresh]');
    return 2;
  }
  const today = localDateOf(new Date(), 'America/New_York');
  console.log(`Write bench: stress catalogue (${STRESS.events.toLocaleString('en-US')} events), today ${today}; databases cached in ${CACHE_ROOT}`);
  console.log(`Machine: ${os.cpus().length} cores, load average ${loadAverage()} (1/5/15 min)`);
  const { server: db, clusterDir } = await openDataset(STRESS, today, values.fresh);
  let backend: Backend | undefined;
  let verdicts: Verdict[];
  try {
    backend = await startBackend(db.url);
    await prepareForMeasurement(db.url);
    verdicts = await measure(backend, db.url, clusterDir, options, today);
  } finally {
    await backend?.stop();
    await db.stop();
  }
  console.log(`\nLoad average at the end: ${loadAverage()}`);
  console.log('\nBudget:');
  for (const verdict of verdicts) console.log(`  ${verdict.text} ${verdict.ok ? 'PASS' : 'FAIL'}`);
  return 0;
}

runBench(main);
