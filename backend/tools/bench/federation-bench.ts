import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import pg from 'pg';
import { fillPath } from '@events/contracts/endpoint';
import { jobsEndpoints } from '@events/contracts/jobs';
import { searchEndpoints } from '@events/contracts/search';
import { localDateOf } from '@events/domain/local-time';
import { type BenchDataset, openDataset, registerAndLogIn, startBackend, waitForQuietDatabase } from './bench-databases.js';
import { loadAverage, runBench } from './bench-cli.js';
import { cpuBetween, cpuSample, type CpuSnapshot, findPostmaster } from './cpu-usage.js';
import { autocannon } from './http-load.js';
import { printBudget } from './soak-report.js';

/**
 * `npm run bench:federation` (issue 33): one event sent to 10,000 followers of a venue spread over 500 remote servers'
 * shared inboxes. A backend of the built app (NODE_ENV=production, SCHEDULED_JOBS on: it works the job engine's
 * queues) on a generated catalogue of 300 venues and 3,000 events (built once by the seed CLI, then kept like the
 * search bench's); the followers are written straight into its tables (those of an earlier run dropped first), their
 * servers are one loopback inbox sink (a path per server) that answers 202 as Mastodon does and counts what it gets.
 * The bench renames one of the venue's events, queues the deliveries job with "Run now" (as a superuser), and waits
 * until every shared inbox has its Create, then 3 s more for duplicates. Meanwhile autocannon loads the listing API
 * (anonymous, `--connections`) in 3-s slices until the fan-out is done, after a baseline of `--baseline-seconds` with no
 * fan-out. Deliveries are paced (FEDERATION_DELIVERIES_PER_SECOND, 25). Budgets: the fan-out finishes within
 * 60 s of "Run now", each shared inbox gets exactly one delivery, and the listing keeps 90% of its baseline
 * requests/s while the fan-out runs. Options: --followers N, --servers N, --connections N, --baseline-seconds N.
 */

const BUDGET = { seconds: 60, throughputShare: 0.9 } as const;
const CATALOGUE: BenchDataset = { name: 'federation', venues: 300, events: 3_000, seed: 'bench-federation' };
const JOB = 'federation-deliveries';

/** A sink playing every remote server: POSTs to `/s<k>/inbox` counted per path; anything else counted as stray. */
type Sink = { readonly origin: string; readonly perInbox: Map<string, number>; stray: number; firstAt: number; lastAt: number; close(): Promise<void> };

async function startSink(): Promise<Sink> {
  const sink = { perInbox: new Map<string, number>(), stray: 0, firstAt: 0, lastAt: 0 } as Omit<Sink, 'origin' | 'close'> & { stray: number; firstAt: number; lastAt: number };
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = req.url ?? '';
      if (req.method === 'POST' && /^\/s\d+\/inbox$/.test(path)) {
        sink.perInbox.set(path, (sink.perInbox.get(path) ?? 0) + 1);
        sink.firstAt ||= performance.now();
        sink.lastAt = performance.now();
      } else {
        sink.stray += 1;
      }
      res.writeHead(202).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(sink, { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

type ListingRun = { readonly ok: number; readonly seconds: number; readonly failed: number };

/** The listing API loaded for `seconds`: its 2xx answers, how long it took, and the rest. */
function listingLoad(baseUrl: string, connections: number, seconds: number): Promise<ListingRun> {
  const paths = [5, 10, 25, 50, 100].map((radius) => `${searchEndpoints.events.path}?latitude=42.4501&longitude=-73.2454&radius=${radius}&units=mi`);
  let turn = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        pipelining: 1,
        requests: [{ setupRequest: (defaults) => ({ ...defaults, method: 'GET', path: paths[turn++ % paths.length] as string }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({ ok: result['2xx'], seconds: result.duration || seconds, failed: result.non2xx + result.errors + result.timeouts });
      },
    );
  });
}

function cpuLine(cpu: CpuSnapshot): string {
  return `backend ${(cpu.backend / 1000).toFixed(1)}, PostgreSQL ${(cpu.postgres / 1000).toFixed(1)}, bench ${(cpu.bench / 1000).toFixed(1)}`;
}

/** Loads the listing in slices of a few seconds until `done` says so (at least one slice); requests/s over them all. */
async function listingLoadUntil(baseUrl: string, connections: number, done: () => boolean): Promise<{ perSecond: number; failed: number }> {
  let ok = 0;
  let seconds = 0;
  let failed = 0;
  do {
    const slice = await listingLoad(baseUrl, connections, 3);
    ok += slice.ok;
    seconds += slice.seconds;
    failed += slice.failed;
  } while (!done());
  return { perSecond: ok / seconds, failed };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      followers: { type: 'string', default: '10000' },
      servers: { type: 'string', default: '500' },
      connections: { type: 'string', default: '8' },
      'baseline-seconds': { type: 'string', default: '10' },
    },
  });
  const followers = Number(values.followers);
  const servers = Number(values.servers);
  const connections = Number(values.connections);
  const baselineSeconds = Number(values['baseline-seconds']);
  console.log(`bench:federation: ${followers} followers on ${servers} servers, listing load at ${connections} connections. Load average ${loadAverage()}`);

  const sink = await startSink();
  const { server: database, clusterDir } = await openDataset(CATALOGUE, localDateOf(new Date(), 'America/New_York'), false);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // What an earlier run left in the kept catalogue: its followers, what they were sent, and noted changes.
  await client.query('TRUNCATE federation_followers, federation_sent_events, federation_event_changes');
  const port = await getPort({ host: '127.0.0.1' });
  const backend = await startBackend(database.url, { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SCHEDULED_JOBS: 'true' });
  try {
    await waitForQuietDatabase(database.url);
    const { token, userId } = await registerAndLogIn(backend.url, { email: `federation-bench-${Date.now()}@example.org`, password: 'Federation-bench-orchard-2026!' });
    await client.query('UPDATE users SET is_superuser = true, is_staff = true WHERE id = $1', [userId]);
    // The venue with the most upcoming events, and one of them to rename.
    const { rows } = await client.query<{ venue_id: number; event_id: number }>(`
      SELECT e.venue_id, e.id AS event_id FROM events e JOIN venues v ON v.id = e.venue_id
      WHERE e.published AND v.published AND EXISTS (SELECT 1 FROM event_occurrences o WHERE o.event_id = e.id AND o.starts_at >= now())
      ORDER BY v.num_events_future DESC, e.id LIMIT 1`);
    const target = rows[0];
    if (target === undefined) throw new Error('The demo region has no venue with upcoming events');
    await client.query(
      `INSERT INTO federation_followers (venue_id, actor_uri, inbox, shared_inbox, follow_uri, domain)
       SELECT $1, $2 || '/s' || (i % $4) || '/users/u' || i, $2 || '/s' || (i % $4) || '/users/u' || i || '/inbox',
              $2 || '/s' || (i % $4) || '/inbox', $2 || '/s' || (i % $4) || '/follows/' || i, '127.0.0.1'
       FROM generate_series(1, $3) AS i`,
      [target.venue_id, sink.origin, followers, servers],
    );
    console.log(`Venue ${target.venue_id}: ${followers} followers written; event ${target.event_id} to be sent.`);

    const postmaster = findPostmaster(clusterDir);
    const cpuBefore = cpuSample(postmaster, backend.pid);
    const alone = await listingLoad(backend.url, connections, baselineSeconds);
    const baseline = { perSecond: alone.ok / alone.seconds, failed: alone.failed };
    const cpuBaseline = cpuBetween(cpuBefore, cpuSample(postmaster, backend.pid));
    console.log(`Listing API alone: ${baseline.perSecond.toFixed(1)} req/s (${baseline.failed} failed)`);

    // A new name each run, which the followers see: the job sends it (a Create: nothing was sent of it before).
    await client.query(`UPDATE events SET name = split_part(name, ' · run ', 1) || ' · run ' || $2 WHERE id = $1`, [target.event_id, Date.now().toString(36)]);
    const cpuStart = cpuSample(postmaster, backend.pid);
    const started = performance.now();
    const run = await fetch(`${backend.url}${fillPath(jobsEndpoints.run.path, { name: JOB })}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    if (run.status !== 202) throw new Error(`Run now answered ${run.status}: ${await run.text()}`);
    const done = () => sink.perInbox.size >= servers || performance.now() - started > 120_000;
    const during = listingLoadUntil(backend.url, connections, done);
    while (!done()) await sleep(100);
    const fanOutSeconds = (sink.lastAt - started) / 1000;
    const meanwhile = await during;
    const cpuFanOut = cpuBetween(cpuStart, cpuSample(postmaster, backend.pid));
    await sleep(3000);
    console.log(`Listing API during the fan-out: ${meanwhile.perSecond.toFixed(1)} req/s (${meanwhile.failed} failed)`);
    console.log(`CPU seconds, listing alone / with the fan-out: ${cpuLine(cpuBaseline)} / ${cpuLine(cpuFanOut)}`);

    const counts = [...sink.perInbox.values()];
    const once = counts.filter((n) => n === 1).length;
    const duplicates = counts.reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    console.log(`Deliveries: ${counts.reduce((a, b) => a + b, 0)} to ${sink.perInbox.size} of ${servers} shared inboxes (${duplicates} duplicates, ${sink.stray} elsewhere);`);
    console.log(`  first ${((sink.firstAt - started) / 1000).toFixed(2)} s after Run now (the job engine polls every 5 s), last ${fanOutSeconds.toFixed(2)} s.`);
    const share = meanwhile.perSecond / baseline.perSecond;
    console.log(`Load average at the end: ${loadAverage()}`);
    return printBudget('Budget (issue 33):', [
      { text: `fan-out done in ${fanOutSeconds.toFixed(1)} s <= ${BUDGET.seconds} s`, ok: sink.perInbox.size === servers && fanOutSeconds <= BUDGET.seconds },
      { text: `exactly one delivery per shared inbox: ${once} of ${servers}, ${duplicates} duplicates, ${sink.stray} to personal inboxes`, ok: once === servers && duplicates === 0 && sink.stray === 0 },
      { text: `listing API keeps ${(share * 100).toFixed(0)}% of its throughput during the fan-out >= ${BUDGET.throughputShare * 100}%`, ok: share >= BUDGET.throughputShare },
    ]);
  } finally {
    await client.end();
    await backend.stop();
    await database.stop();
    await sink.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBench(main);
}
