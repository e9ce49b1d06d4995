import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CSRF_COOKIE } from '@events/contracts/auth';
import { DEFAULT_LOCATIONS } from '@events/contracts/default-locations';
import { PAGE_STATE_ELEMENT_ID, REMOTE_SERVER_FILE, SHELL_SERVER_FILE } from '@events/contracts/page-render';
import { EVENT_ORDERINGS, VENUE_ORDERINGS } from '@events/contracts/reference';
import { searchEndpoints } from '@events/contracts/search';
import { type ListingApiQuery, listingRequestOfAddress } from '@events/domain/listing-query';
import { type ListingKind, listingHref, type ListingUrlFields } from '@events/domain/listing-url';
import { addDaysToLocalDate, localDateOf } from '@events/domain/local-time';
import { defaultSearchLocation } from '@events/domain/search-location';
import { REPO_ROOT } from '../../src/config/project-paths.js';
import { type Backend, type BenchDataset, CACHE_ROOT, openDataset, prepareForMeasurement, startBackend } from './bench-databases.js';
import { loadAverage, runBench } from './bench-cli.js';
import { CpuAccount, type CpuSnapshot, findPostmaster } from './cpu-usage.js';
import { httpLoad, percentile } from './http-load.js';
import { EVENT_KEYWORDS, VENUE_KEYWORDS } from './search-mix.js';
import { measureRenderAlone } from './render-alone.js';
import { printBudget, type Verdict } from './soak-report.js';

/**
 * `npm run bench:ssr`: the discovery listings' pages rendered on the server (issue 29) under load, beside the JSON
 * listing answers they are rendered from. On the search bench's region catalogue (its cached database), one backend
 * (NODE_ENV=production: React's production server renderer; PAGE_SERVER_RENDERING on) is loaded over loopback with
 * autocannon at `--connections` (16) by anonymous visitors: /events/ and /venues/ addresses (today and tomorrow, the
 * ranges anonymous visitors may ask, with and without filters, towns, radii, orderings, pages 1-3). The load sends no
 * conditional headers (If-None-Match would get a 304 without a render), but the backend keeps each rendered page 10 s
 * per address (page-renderer.ts) and renders it once for concurrent requests, so the pages are loaded twice:
 * - rendered: addresses walked in turn through `--addresses` (8,000) of them, none asked twice in the run, so every
 *   request is rendered: what a page costs when nobody asked for its address in the last 10 s (the budget's figures);
 * - repeating: the first 300 of them over and over, as a few popular addresses are asked: most answers are kept pages.
 * And the same listings' API calls (the call each page's render makes, which the page makes itself when the browser
 * renders it; listing answers are not kept). The rendered pages and the API take turns in 4 slices of `--seconds` / 4
 * each, so both meet the same background load; the repeating addresses come after, for as long. Prints requests/s,
 * p50 / p95 / p99 and failures of each, the CPU each process spent per request, the pages' throughput as a share of
 * the API's, whether a sample of the pages really came rendered (cards and the page-state block), and React's render
 * of such pages alone, timed in this process (render-alone.ts), beside what the throughput budget leaves a page beyond
 * its API answer. Options: --seconds N, --connections N, --addresses N, --samples N, --fresh
 * (rebuild the cached database). A benchmark: it prints its budget and exits 0 either way.
 */

/** The search bench's region catalogue: the same options, so its cached database is the one used here. */
const REGION: BenchDataset = { name: 'region', venues: 2_000, events: 10_000, seed: 'bench-region' };

/** Issue 29's budget: a page's p95 at 16 connections, and its throughput as a share of its listing's API. */
const PAGE_P95_MS = 40;
const PAGE_SHARE_PERCENT = 60;

/** How long the backend keeps a rendered page (page-renderer.ts CACHED_PAGE_MS): an address asked again sooner is not rendered. */
const KEPT_PAGE_SECONDS = 10;
/** The repeating mix: a few popular addresses. */
const REPEATING = 300;

/** Pages of the rendered phase's addresses whose React render is also timed alone (render-alone.ts). */
const RENDERED_ALONE = 200;

/** What browsers send after their first answer: the anonymous csrftoken cookie, and nothing that signs them in. */
const BROWSER_COOKIE = `${CSRF_COOKIE}=ssr-bench-anonymous-visitor`;

/** One listing of the mix: its page's address and the API call its first page comes from. */
type Listing = { readonly kind: ListingKind; readonly page: string; readonly api: string };

/** Park-Miller: a seeded, deterministic pick of the mix's combinations. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

/** The listing call's query as the page's API client writes it (api-client query-string.ts): `key[]` arrays, no empty values. */
function apiQueryString(query: ListingApiQuery): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (typeof value === 'object') for (const item of value) parts.push(`${key}[]=${encodeURIComponent(String(item))}`);
    else parts.push(`${key}=${encodeURIComponent(String(value))}`);
  }
  return parts.join('&');
}

/** A page address and the API call the page's render (mfe-discovery's page-queries.ts) makes for it. */
function listingOf(kind: ListingKind, fields: ListingUrlFields): Listing {
  const page = listingHref(fields, kind);
  const url = new URL(page, 'http://bench.invalid');
  const request = listingRequestOfAddress(url.pathname, url.search, 'mi', defaultSearchLocation);
  if (request === null) throw new Error(`${page} is not a listing address`);
  const query = apiQueryString(request.query);
  return { kind, page, api: `${searchEndpoints[kind].path}${query === '' ? '' : `?${query}`}` };
}

const NO_FILTERS: Pick<ListingUrlFields, 'keyword' | 'eventTypes' | 'ageGroups' | 'prices' | 'setting'> = {
  keyword: '',
  eventTypes: [],
  ageGroups: [],
  prices: [],
  setting: null,
};

/**
 * `count` listing addresses, two events listings to one venues listing: a default town (or none: the page's own
 * default), the kind's default radius or another, today, tomorrow or both (events without dates list today; venues
 * without dates list every venue), now and then a filter or a keyword, every ordering, pages 1-3.
 */
function listingMix(count: number, today: string): Listing[] {
  const rng = random(29);
  const tomorrow = addDaysToLocalDate(today, 1);
  const ranges: readonly (readonly [string | null, string | null])[] = [
    [null, null],
    [today, today],
    [tomorrow, tomorrow],
    [today, tomorrow],
  ];
  const eventFilters: readonly Partial<ListingUrlFields>[] = [{}, {}, {}, { prices: ['free'] }, { eventTypes: [3, 7] }, { ageGroups: ['child'] }, { setting: 'in_person' }];
  const out = new Map<string, Listing>();
  for (let i = 0; out.size < count && i < count * 10; i++) {
    const kind: ListingKind = i % 3 === 2 ? 'venues' : 'events';
    const town = rng() < 0.25 ? null : pick(rng, DEFAULT_LOCATIONS);
    const [dateStart, dateEnd] = kind === 'venues' && rng() < 0.5 ? [null, null] : pick(rng, ranges);
    const filters = kind === 'events' ? pick(rng, eventFilters) : {};
    const keyword = rng() < 0.15 ? pick(rng, kind === 'events' ? EVENT_KEYWORDS : VENUE_KEYWORDS) : '';
    const r = rng();
    const listing = listingOf(kind, {
      ...NO_FILTERS,
      ...filters,
      keyword,
      location: town === null ? null : { source: 'default', id: town.id, lat: town.lat, lon: town.lon },
      radius: pick(rng, [null, null, 10, 25, 100]),
      dateStart,
      dateEnd,
      ordering: pick<{ readonly value: string }>(rng, kind === 'events' ? EVENT_ORDERINGS : VENUE_ORDERINGS).value,
      page: r < 0.7 ? 1 : r < 0.9 ? 2 : 3,
    });
    out.set(listing.page, listing);
  }
  return [...out.values()];
}

/** A listing the API answers (200) and how many items its first page shows: the page's cards. */
type AnsweredListing = Listing & { readonly shown: number };

/** The listings of `mix` whose API call answers 200 to an anonymous visitor: the others' pages would show the API's refusal, not a listing. */
async function answeredListings(baseUrl: string, mix: readonly Listing[]): Promise<{ answered: AnsweredListing[]; refused: Map<number, number> }> {
  const shown: (number | null)[] = new Array<number | null>(mix.length).fill(null);
  const refused = new Map<number, number>();
  let next = 0;
  // Eight at a time, in the mix's order.
  const ask = async (): Promise<void> => {
    for (let i = next++; i < mix.length; i = next++) {
      const answer = await fetch(`${baseUrl}${(mix[i] as Listing).api}`, { headers: { accept: 'application/json', cookie: BROWSER_COOKIE } });
      if (answer.status !== 200) {
        refused.set(answer.status, (refused.get(answer.status) ?? 0) + 1);
        await answer.arrayBuffer();
        continue;
      }
      shown[i] = ((await answer.json()) as { results: unknown[] }).results.length;
    }
  };
  await Promise.all(Array.from({ length: 8 }, ask));
  const answered = mix.flatMap((listing, i) => (shown[i] === null ? [] : [{ ...listing, shown: shown[i] as number }]));
  return { answered, refused };
}

/** What one slice of a phase measured. */
type Sample = { readonly latencies: number[]; readonly seconds: number; readonly failed: number };

type Stats = { readonly rps: number; readonly p50: number; readonly p95: number; readonly p99: number; readonly count: number; readonly failed: number };

function statsOf(samples: readonly Sample[]): Stats {
  const sorted = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  const failed = samples.reduce((sum, sample) => sum + sample.failed, 0);
  return { rps: sorted.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), count: sorted.length, failed };
}

/** Requests of the rendered phase for an address asked less than KEPT_PAGE_SECONDS before (whose page may have been kept). */
const repeatedWithinKeep = { count: 0 };

/** Status (or error kind) of every failed request, counted per phase. */
const failures = new Map<string, number>();

function countFailure(kind: string, n = 1): void {
  if (n > 0) failures.set(kind, (failures.get(kind) ?? 0) + n);
}

type Phase = 'rendered' | 'repeating' | 'api';

/** Where a phase goes on in its addresses: each slice starts where the last one stopped. */
type Cursor = { next: number };

/**
 * `paths` in turn from `cursor`, anonymous, as a browser asks for a page or as the page's script asks for its data.
 * `seen` gets every address asked, and when it was last asked before (ms), so a phase can tell whether its pages were
 * rendered.
 */
async function loadSlice(baseUrl: string, phase: Phase, paths: readonly string[], cursor: Cursor, connections: number, seconds: number, seen?: Map<string, number>): Promise<Sample> {
  const headers = { accept: phase === 'api' ? 'application/json' : 'text/html', cookie: BROWSER_COOKIE };
  const run = await httpLoad({
    baseUrl,
    connections,
    seconds,
    request: () => {
      const path = paths[cursor.next++ % paths.length] as string;
      if (seen !== undefined) {
        const now = Date.now();
        if (now - (seen.get(path) ?? -Infinity) < KEPT_PAGE_SECONDS * 1000) repeatedWithinKeep.count++;
        seen.set(path, now);
      }
      return { method: 'GET', headers, path };
    },
    onFailedAnswer: (status) => countFailure(`${phase} HTTP ${status}`),
  });
  countFailure(`${phase} connection error`, run.errors - run.timeouts);
  countFailure(`${phase} timeout`, run.timeouts);
  return run;
}

const ms = (value: number): string => `${value.toFixed(1).padStart(7)} ms`;

function line(label: string, stats: Stats, extra = ''): string {
  return `    ${label.padEnd(22)} ${stats.rps.toFixed(1).padStart(7)} req/s   p50 ${ms(stats.p50)}   p95 ${ms(stats.p95)}   p99 ${ms(stats.p99)}   (${stats.count} ok, ${stats.failed} failed)${extra}`;
}

function cpuLine(cpu: CpuSnapshot): string {
  const total = cpu.postgres + cpu.backend + cpu.bench;
  return `      CPU per request: PostgreSQL ${cpu.postgres.toFixed(2)} + backend ${cpu.backend.toFixed(2)} + load driver ${cpu.bench.toFixed(2)} = ${total.toFixed(2)} ms (2 cores: ~${(2000 / total).toFixed(0)} req/s if nothing else ran)`;
}

/** What a sample of the pages showed: rendered on the server (markup in #root and the page-state block), with their cards. */
type PageCheck = {
  readonly sampled: number;
  readonly rendered: number;
  readonly withCards: number;
  readonly expectingCards: number;
  /** Pages whose page-state names the API reads of the render (`reads`), and of them those that read the address the API phase loads. */
  readonly withReads: number;
  readonly readTheApiAddress: number;
  readonly pageKb: number;
  readonly apiKb: number;
  readonly notRendered: string[];
};

const CARD = { events: 'data-testid="event-card"', venues: 'data-testid="venue-card"' } as const;

const PAGE_STATE = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`);

/** The API addresses the page's render read, when its page-state names them; null otherwise. */
function readsOf(html: string): string[] | null {
  const json = PAGE_STATE.exec(html)?.[1];
  if (json === undefined) return null;
  try {
    const reads = (JSON.parse(json) as { reads?: unknown }).reads;
    return Array.isArray(reads) ? reads.filter((read): read is string => typeof read === 'string') : null;
  } catch {
    return null;
  }
}

/** Asks for `samples` pages spread over the mix, one at a time, and looks at what came. */
async function checkPages(baseUrl: string, listings: readonly AnsweredListing[], samples: number): Promise<PageCheck> {
  const step = Math.max(1, Math.floor(listings.length / samples));
  let sampled = 0;
  let rendered = 0;
  let withCards = 0;
  let expectingCards = 0;
  let withReads = 0;
  let readTheApiAddress = 0;
  let pageBytes = 0;
  let apiBytes = 0;
  const notRendered: string[] = [];
  for (let i = 0; i < listings.length && sampled < samples; i += step) {
    const listing = listings[i] as AnsweredListing;
    const [page, api] = await Promise.all(
      [
        { path: listing.page, accept: 'text/html' },
        { path: listing.api, accept: 'application/json' },
      ].map(async ({ path: urlPath, accept }) => (await fetch(`${baseUrl}${urlPath}`, { headers: { accept, cookie: BROWSER_COOKIE } })).text()),
    );
    sampled++;
    pageBytes += Buffer.byteLength(page as string);
    apiBytes += Buffer.byteLength(api as string);
    const html = page as string;
    const isRendered = html.includes(`id="${PAGE_STATE_ELEMENT_ID}"`) && !html.includes('<div id="root"></div>');
    if (isRendered) rendered++;
    else notRendered.push(listing.page);
    if (listing.shown > 0) {
      expectingCards++;
      if (html.includes(CARD[listing.kind])) withCards++;
    }
    const reads = readsOf(html);
    if (reads !== null) {
      withReads++;
      if (reads.includes(listing.api)) readTheApiAddress++;
    }
  }
  return { sampled, rendered, withCards, expectingCards, withReads, readTheApiAddress, pageKb: pageBytes / 1024 / Math.max(1, sampled), apiKb: apiBytes / 1024 / Math.max(1, sampled), notRendered };
}

/** Slices per phase: the pages and their API take turns, so both meet the same background load. */
const ROUNDS = 4;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '20' },
      connections: { type: 'string', default: '16' },
      addresses: { type: 'string', default: '8000' },
      samples: { type: 'string', default: '60' },
      fresh: { type: 'boolean', default: false },
    },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const addresses = Number(values.addresses);
  const samples = Number(values.samples);
  if (!(seconds > 0) || !(connections > 0) || !(addresses > REPEATING) || !(samples > 0)) {
    console.error(`Usage: ssr-bench [--seconds 20] [--connections 16] [--addresses 8000 (more than ${REPEATING})] [--samples 60] [--fresh]`);
    return 2;
  }
  // Without the server builds every page would quietly be sent for the browser to render.
  const builds = [path.join('shell', 'dist', 'index.html'), path.join('shell', 'dist-server', SHELL_SERVER_FILE), path.join('mfe-discovery', 'dist-server', REMOTE_SERVER_FILE)];
  const missing = builds.filter((file) => !existsSync(path.join(REPO_ROOT, file)));
  if (missing.length > 0) {
    console.error(`Missing ${missing.join(', ')}: build the front ends first (npm run build; npm run bench:ssr builds everything).`);
    return 2;
  }
  const today = localDateOf(new Date(), 'America/New_York');
  console.log(`SSR bench: ${connections} connections, ${seconds} s per phase, anonymous, today ${today}; databases cached in ${CACHE_ROOT}`);
  console.log('Backend: NODE_ENV=production (React\'s production server renderer), PAGE_SERVER_RENDERING=true, one process');
  console.log(`Machine: ${os.cpus().length} cores, load average ${loadAverage()} (1/5/15 min; other work on the machine lowers the req/s, not the CPU per request)`);
  console.log(`\n${REGION.name} (${REGION.events.toLocaleString('en-US')} events / ${REGION.venues.toLocaleString('en-US')} venues)`);
  const { server: db, clusterDir } = await openDataset(REGION, today, values.fresh);
  let backend: Backend | undefined;
  const verdicts: Verdict[] = [];
  try {
    backend = await startBackend(db.url, { PAGE_SERVER_RENDERING: 'true' });
    const baseUrl = backend.url;
    await prepareForMeasurement(db.url);
    const { answered, refused } = await answeredListings(baseUrl, listingMix(addresses, today));
    if (answered.length <= REPEATING) throw new Error(`Only ${answered.length} listings of the mix answered 200`);
    const refusedText = refused.size === 0 ? '' : `; left out, their API refusing them: ${[...refused].map(([status, n]) => `${n} x ${status}`).join(', ')}`;
    const kinds = (kind: ListingKind): number => answered.filter((listing) => listing.kind === kind).length;
    console.log(`  ${answered.length} listing addresses: ${kinds('events')} /events/, ${kinds('venues')} /venues/${refusedText}`);
    // The repeating mix is the first addresses; the rendered phase walks the others, which nothing else asks for.
    const repeating = answered.slice(0, REPEATING).map((listing) => listing.page);
    const fresh = answered.slice(REPEATING).map((listing) => listing.page);
    const apis = answered.map((listing) => listing.api);
    const processes = { postmaster: findPostmaster(clusterDir), backend: backend.pid };
    const phases = [
      { phase: 'rendered', paths: fresh, cursor: { next: 0 }, seen: new Map<string, number>() },
      { phase: 'repeating', paths: repeating, cursor: { next: 0 }, seen: undefined },
      { phase: 'api', paths: apis, cursor: { next: REPEATING }, seen: undefined },
    ] as const;
    const cpu = phases.map(() => new CpuAccount(processes));
    const sliced: Sample[][] = phases.map(() => []);
    const warmUp = Math.min(3, seconds / 4);
    const slice = seconds / ROUNDS;
    const measure = async (i: number): Promise<void> => {
      const { phase, paths, cursor, seen } = phases[i] as (typeof phases)[number];
      (sliced[i] as Sample[]).push(await (cpu[i] as CpuAccount).measure(() => loadSlice(baseUrl, phase, paths, cursor, connections, slice, seen)));
    };
    // Warm-up: the server builds loaded and compiled, the statements prepared on every pooled connection.
    await loadSlice(baseUrl, 'rendered', fresh, phases[0].cursor, connections, warmUp, phases[0].seen);
    await loadSlice(baseUrl, 'api', apis, phases[2].cursor, connections, warmUp);
    failures.clear();
    // The rendered pages and the API take turns, so both meet the same background load.
    for (let round = 0; round < ROUNDS; round++) {
      await measure(0);
      await measure(2);
    }
    // Then the repeating addresses on their own, after a first pass over them has kept their pages: run between the
    // rendered slices, the new pages of those (500 kept at most) would push theirs out each time.
    await loadSlice(baseUrl, 'repeating', repeating, phases[1].cursor, connections, warmUp);
    for (let round = 0; round < ROUNDS; round++) await measure(1);
    const [rendered, kept, api] = sliced.map(statsOf) as [Stats, Stats, Stats];
    const perRequest = (i: number, stats: Stats): CpuSnapshot => (cpu[i] as CpuAccount).perRequest(stats.count + stats.failed);
    const share = (stats: Stats): number => (100 * stats.rps) / api.rps;
    console.log('');
    console.log(line('pages, each rendered', rendered, `   ${share(rendered).toFixed(0)} % of the API's req/s`));
    console.log(cpuLine(perRequest(0, rendered)));
    console.log(line(`pages, ${REPEATING} repeating`, kept, `   ${share(kept).toFixed(0)} % of the API's req/s`));
    console.log(cpuLine(perRequest(1, kept)));
    console.log(line('listing API (JSON)', api));
    console.log(cpuLine(perRequest(2, api)));
    // Every request of the rendered phase was rendered when none came for an address asked in the last 10 s.
    const walked = phases[0].cursor.next;
    console.log(
      `\n  Rendered phase (its warm-up included): ${walked} requests over ${phases[0].seen.size} addresses, ${repeatedWithinKeep.count} of them for an address asked less than ${KEPT_PAGE_SECONDS} s before` +
        (repeatedWithinKeep.count === 0 ? ': every page was rendered' : ` (raise --addresses above ${walked} for none)`),
    );

    const check = await checkPages(baseUrl, answered, samples);
    console.log(
      `  Sampled pages: ${check.rendered} of ${check.sampled} rendered on the server (markup in #root, the ${PAGE_STATE_ELEMENT_ID} block); ` +
        `${check.withCards} of the ${check.expectingCards} whose listing has results show its cards`,
    );
    // The API phase loads the very call each page's render makes, when the page says which calls those were.
    if (check.withReads > 0) console.log(`  The render read the address the API phase loads: ${check.readTheApiAddress} of ${check.withReads} pages`);
    console.log(`  Average size: page ${check.pageKb.toFixed(1)} KB, its API answer ${check.apiKb.toFixed(1)} KB (uncompressed)`);
    for (const address of check.notRendered.slice(0, 5)) console.log(`    not rendered: ${address}`);
    // Where the throughput budget's floor lies: a page rendered fresh costs its listing's API answer, which the render
    // reads in process, plus the render; at the budget's share of the API's throughput, what is left for the render.
    const alone = await measureRenderAlone(baseUrl, fresh.slice(0, RENDERED_ALONE), BROWSER_COOKIE);
    const apiCpu = perRequest(2, api);
    const apiMs = apiCpu.postgres + apiCpu.backend;
    const leftMs = apiMs / (PAGE_SHARE_PERCENT / 100) - apiMs;
    console.log(
      `  React's render alone (the shell's and discovery's server builds in this process, on the API's answers): ${alone.cpuMsPerPage.toFixed(2)} ms CPU per page ` +
        `(${alone.renders} renders of ${alone.pages} pages). At ${PAGE_SHARE_PERCENT} % of the API's throughput a page may cost ${(apiMs + leftMs).toFixed(2)} ms ` +
        `(PostgreSQL + backend); its API answer takes ${apiMs.toFixed(2)} of them and leaves ${leftMs.toFixed(2)} ms, ${((100 * alone.cpuMsPerPage) / leftMs).toFixed(0)} % of which the render alone needs`,
    );
    // A page the server failed to render is sent for the browser to render, and logged (shell-page.service.ts).
    const renderFailures = backend.recentOutput().split('\n').filter((text) => text.includes('not rendered on the server'));
    if (renderFailures.length > 0) console.log(`  The backend's last output holds ${renderFailures.length} failed renders, e.g. ${renderFailures[0]?.slice(0, 300)}`);
    if (failures.size > 0) console.log(`\n  Failed requests: ${[...failures].map(([kind, n]) => `${kind} x${n}`).join(', ')}`);

    for (const [name, stats] of [
      ['pages, each rendered', rendered],
      [`pages, ${REPEATING} repeating (mostly kept)`, kept],
    ] as const) {
      verdicts.push({ text: `${name}: p95 ${stats.p95.toFixed(1)} ms <= ${PAGE_P95_MS} ms at ${connections} connections`, ok: stats.p95 <= PAGE_P95_MS });
      verdicts.push({
        text: `${name}: ${stats.rps.toFixed(1)} req/s = ${share(stats).toFixed(0)} % of the listing API's ${api.rps.toFixed(1)} req/s >= ${PAGE_SHARE_PERCENT} %`,
        ok: share(stats) >= PAGE_SHARE_PERCENT,
      });
    }
    verdicts.push({ text: `failed requests: pages ${rendered.failed} + ${kept.failed}, API ${api.failed} = 0`, ok: rendered.failed + kept.failed + api.failed === 0 });
    verdicts.push({ text: `sampled pages rendered on the server: ${check.rendered} of ${check.sampled}`, ok: check.rendered === check.sampled && check.withCards === check.expectingCards });
  } finally {
    await backend?.stop();
    await db.stop();
  }
  console.log(`\nLoad average at the end: ${loadAverage()}`);
  printBudget(`Budget (issue 29; ${os.cpus().length} cores, ${connections} connections):`, verdicts);
  return 0;
}

runBench(main);
