import os from 'node:os';
import { parseArgs } from 'node:util';
import { localDateOf } from '@events/domain/local-time';
import { type Backend, type BenchDataset, type BenchSession, CACHE_ROOT, openDataset, prepareForMeasurement, signIn, startBackend } from './bench-databases.js';
import { CpuAccount, type CpuSnapshot, findPostmaster, type Processes } from './cpu-usage.js';
import { closeRawClients, openRawClients, runRawSql } from './raw-sql-driver.js';
import { httpLoad, percentile } from './http-load.js';
import { eventMix, type MixRequest, urlOf, venueMix } from './search-mix.js';
import { loadAverage, runBench } from './bench-cli.js';

/**
 * `npm run bench:search`: the events and venues listings under load, on two generated catalogues (region and
 * stress), over loopback with autocannon (16 connections, signed in: ranges beyond tomorrow need an account), and
 * the same requests' SQL straight through pg, the two taking turns in 4 slices each. Prints requests/s and
 * p50 / p95 / p99 per listing, the CPU each process spent per request (PostgreSQL, backend, load driver), the API's
 * throughput as a share of its own SQL's, and the budget of issue 3. Options: --only region|stress (one catalogue),
 * --listing events|venues (one listing; with --only, e.g. `--only stress --listing events --seconds 10` to iterate
 * on one shape of the budget), --seconds N (per phase), --fresh (rebuild the cached databases), --connections N.
 */

const DATASETS: readonly BenchDataset[] = [
  { name: 'region', venues: 2_000, events: 10_000, seed: 'bench-region' },
  { name: 'stress', venues: 20_000, events: 100_000, seed: 'bench-stress' },
];

const LISTINGS = ['events', 'venues'] as const;
type Listing = (typeof LISTINGS)[number];

type Stats = { readonly rps: number; readonly p50: number; readonly p95: number; readonly p99: number; readonly count: number; readonly failed: number };

/** What one slice of a phase measured. */
type Sample = { readonly latencies: number[]; readonly seconds: number; readonly failed: number };

/** Status (or error kind) of every failed request, counted. */
const failures = new Map<string, number>();

function countFailure(kind: string, n = 1): void {
  failures.set(kind, (failures.get(kind) ?? 0) + n);
}

function statsOf(samples: readonly Sample[]): Stats {
  const latencies = samples.flatMap((sample) => sample.latencies);
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  const failed = samples.reduce((sum, sample) => sum + sample.failed, 0);
  const sorted = latencies.sort((a, b) => a - b);
  return { rps: sorted.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), count: sorted.length, failed };
}

/** The mix through HTTP, signed in: each request takes the next URL of the mix (from `start`). */
async function loadTest(baseUrl: string, session: BenchSession, mix: readonly MixRequest[], start: number, connections: number, seconds: number): Promise<Sample> {
  const headers = { authorization: `Bearer ${session.token}` };
  const urls = mix.map(urlOf);
  let next = start;
  const run = await httpLoad({
    baseUrl,
    connections,
    seconds,
    request: () => ({ method: 'GET', headers, path: urls[next++ % urls.length] as string }),
    onFailedAnswer: (status) => countFailure(`HTTP ${status}`),
  });
  if (run.errors > 0) countFailure('connection error', run.errors);
  if (run.timeouts > 0) countFailure('timeout', run.timeouts);
  return run;
}

const ms = (value: number): string => `${value.toFixed(1).padStart(7)} ms`;

function line(label: string, stats: Stats, extra = ''): string {
  return `    ${label.padEnd(16)} ${stats.rps.toFixed(1).padStart(7)} req/s   p50 ${ms(stats.p50)}   p95 ${ms(stats.p95)}   p99 ${ms(stats.p99)}   (${stats.count} ok, ${stats.failed} failed)${extra}`;
}

type ListingResult = { api: Stats; sql: Stats };

function cpuLine(cpu: CpuSnapshot, withBackend: boolean): string {
  const total = cpu.postgres + (withBackend ? cpu.backend : 0) + cpu.bench;
  const parts = [`PostgreSQL ${cpu.postgres.toFixed(2)}`, ...(withBackend ? [`backend ${cpu.backend.toFixed(2)}`] : []), `load driver ${cpu.bench.toFixed(2)}`];
  return `      CPU per request: ${parts.join(' + ')} = ${total.toFixed(2)} ms (2 cores: ~${(2000 / total).toFixed(0)} req/s if nothing else ran)`;
}

/** Slices per phase: the API and its raw SQL take turns, so both meet the same background load. */
const ROUNDS = 4;

async function measureListing(
  kind: Listing,
  backend: Backend,
  session: BenchSession,
  databaseUrl: string,
  processes: Processes,
  mix: readonly MixRequest[],
  connections: number,
  seconds: number,
): Promise<ListingResult> {
  // Warm-up: prepares the statements on every pooled connection and fills the caches.
  const clients = await openRawClients(databaseUrl, connections);
  const apiCpu = new CpuAccount(processes);
  const sqlCpu = new CpuAccount(processes);
  const apiSamples: Sample[] = [];
  const sqlSamples: Sample[] = [];
  try {
    const warmUp = Math.min(3, seconds / 4);
    await loadTest(backend.url, session, mix, mix.length / 2, connections, warmUp);
    await runRawSql(clients, mix, mix.length / 2, warmUp, session);
    const slice = seconds / ROUNDS;
    for (let round = 0; round < ROUNDS; round++) {
      const start = Math.floor((round * mix.length) / ROUNDS);
      apiSamples.push(await apiCpu.measure(() => loadTest(backend.url, session, mix, start, connections, slice)));
      sqlSamples.push(await sqlCpu.measure(() => runRawSql(clients, mix, start, slice, session)));
    }
  } finally {
    await closeRawClients(clients);
  }
  const api = statsOf(apiSamples);
  const sql = statsOf(sqlSamples);
  process.stdout.write(`${line(`${kind} API`, api)}\n${cpuLine(apiCpu.perRequest(api.count + api.failed), true)}\n`);
  process.stdout.write(`${line(`${kind} SQL only`, sql, `   API/SQL ${((100 * api.rps) / sql.rps).toFixed(0)} %`)}\n${cpuLine(sqlCpu.perRequest(sql.count + sql.failed), false)}\n`);
  return { api, sql };
}

type Verdict = { readonly text: string; readonly ok: boolean };

function verdicts(name: string, results: Partial<Record<Listing, ListingResult>>): Verdict[] {
  const out: Verdict[] = [];
  for (const kind of LISTINGS) {
    const r = results[kind];
    if (r === undefined) continue;
    if (name === 'region') out.push({ text: `region ${kind}: p95 ${r.api.p95.toFixed(1)} ms <= 50 ms`, ok: r.api.p95 <= 50 });
    if (name === 'stress') {
      out.push({ text: `stress ${kind}: ${r.api.rps.toFixed(1)} searches/s >= 140`, ok: r.api.rps >= 140 });
      out.push({ text: `stress ${kind}: p95 ${r.api.p95.toFixed(1)} ms <= 250 ms`, ok: r.api.p95 <= 250 });
    }
    const share = (100 * r.api.rps) / r.sql.rps;
    out.push({ text: `${name} ${kind}: API ${share.toFixed(0)} % of its raw SQL throughput >= 70 %`, ok: share >= 70 });
    if (r.api.failed > 0) out.push({ text: `${name} ${kind}: ${r.api.failed} failed requests`, ok: false });
  }
  return out;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      listing: { type: 'string' },
      seconds: { type: 'string', default: '20' },
      connections: { type: 'string', default: '16' },
      fresh: { type: 'boolean', default: false },
    },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const datasets = DATASETS.filter((d) => values.only === undefined || d.name === values.only);
  const listings = LISTINGS.filter((kind) => values.listing === undefined || kind === values.listing);
  if (!(seconds > 0) || !(connections > 0) || datasets.length === 0 || listings.length === 0) {
    console.error('Usage: search-bench [--only region|stress] [--listing events|venues] [--seconds 20] [--connections 16] [--fresh]');
    return 2;
  }
  const today = localDateOf(new Date(), 'America/New_York');
  const events = eventMix(4000, today);
  const venues = venueMix(4000, today);
  console.log(`Search bench: ${connections} connections, ${seconds} s per phase, today ${today}; databases cached in ${CACHE_ROOT}`);
  console.log(`Machine: ${os.cpus().length} cores, load average ${loadAverage()} (1/5/15 min; other work on the machine lowers the req/s, not the CPU per request)`);
  const all: Verdict[] = [];
  for (const dataset of datasets) {
    console.log(`\n${dataset.name} (${dataset.events.toLocaleString('en-US')} events / ${dataset.venues.toLocaleString('en-US')} venues)`);
    const { server: db, clusterDir } = await openDataset(dataset, today, values.fresh);
    let backend: Backend | undefined;
    try {
      backend = await startBackend(db.url);
      await prepareForMeasurement(db.url);
      const session = await signIn(backend.url);
      const processes = { postmaster: findPostmaster(clusterDir), backend: backend.pid };
      const results: Partial<Record<Listing, ListingResult>> = {};
      for (const kind of listings) {
        results[kind] = await measureListing(kind, backend, session, db.url, processes, kind === 'events' ? events : venues, connections, seconds);
      }
      all.push(...verdicts(dataset.name, results));
    } finally {
      await backend?.stop();
      await db.stop();
    }
  }
  if (failures.size > 0) console.log(`\nFailed requests: ${[...failures].map(([kind, n]) => `${kind} x${n}`).join(', ')}`);
  console.log(`\nLoad average at the end: ${loadAverage()}`);
  console.log('\nBudget (2 cores, 16 connections, exact totals):');
  for (const verdict of all) console.log(`  ${verdict.ok ? 'PASS' : 'FAIL'}  ${verdict.text}`);
  return 0;
}

runBench(main);
