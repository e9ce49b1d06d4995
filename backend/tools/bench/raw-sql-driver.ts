import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { normalizeListQuery } from '@events/contracts/lists';
import { eventSearchQuerySchema, venueSearchQuerySchema } from '@events/contracts/search';
import { SEARCH_SESSION } from '../../src/database/search-pool.js';
import { statementName } from '../../src/database/statement-name.js';
import { FIND_SESSION_USER_SQL } from '../../src/modules/auth/auth.queries.js';
import { eventSearchCriteria, isFieldErrors, resolveDateRange, todayIn, venueSearchCriteria } from '../../src/modules/search/search-criteria.js';
import type { BuiltQuery } from '../../src/modules/search/search-params.js';
import { eventListingStatement, UNKNOWN_EVENT_TYPE_IDS_SQL, venueListingStatement } from '../../src/modules/search/search.queries.js';
import { KnownEventTypes } from '../../src/modules/search/known-event-types.js';
import type { BenchSession } from './bench-databases.js';
import { EVENTS_PATH, type MixRequest } from './search-mix.js';

/**
 * The API's own SQL for a mix, straight through pg: per request the statements the app runs (the signed-in user's
 * check of the auth module, the category check for ids not confirmed yet, then the search service's listing
 * statement, with the same parameters), so the API's throughput can be read as a share of what its SQL alone allows.
 */
export type RawRun = { readonly latencies: number[]; readonly failed: number; readonly seconds: number };

async function named<R extends pg.QueryResultRow>(client: pg.Client, query: BuiltQuery): Promise<R[]> {
  return (await client.query<R>({ name: statementName('search', query.text), text: query.text, values: query.values })).rows;
}

/** As the search service: each category id is looked up once, then known. */
const knownEventTypes = new KnownEventTypes();

async function checkEventTypes(client: pg.Client, ids: readonly number[] | null | undefined): Promise<void> {
  const asked = ids ? knownEventTypes.unconfirmed(ids) : [];
  if (asked.length === 0) return;
  const unknown = await named<{ id: number }>(client, { text: UNKNOWN_EVENT_TYPE_IDS_SQL, values: [asked] });
  knownEventTypes.confirm(asked, unknown.map((row) => row.id));
}

/** Runs one listing request's SQL on `client`. */
export async function runListingSql(client: pg.Client, request: MixRequest, now: Date, session: BenchSession): Promise<void> {
  await client.query({ name: statementName('session_user', FIND_SESSION_USER_SQL), text: FIND_SESSION_USER_SQL, values: [session.userId, session.family] });
  const raw = normalizeListQuery(request.params);
  const today = todayIn(undefined, now);
  if (request.path === EVENTS_PATH) {
    const query = eventSearchQuerySchema.parse(raw);
    const range = resolveDateRange(query, today);
    if (isFieldErrors(range)) throw new Error(`Bad request in the mix: ${JSON.stringify(range)}`);
    const criteria = eventSearchCriteria(query, range, now);
    await checkEventTypes(client, criteria.filters.eventTypes);
    await named(client, eventListingStatement(criteria, now));
  } else {
    const query = venueSearchQuerySchema.parse(raw);
    const range = resolveDateRange(query, today);
    if (isFieldErrors(range)) throw new Error(`Bad request in the mix: ${JSON.stringify(range)}`);
    const criteria = venueSearchCriteria(query, range);
    await checkEventTypes(client, criteria.events?.filters.eventTypes);
    await named(client, venueListingStatement(criteria));
  }
}

/** Connections of the raw SQL driver, with the search pool's session settings (generic plans), as in the API. */
export async function openRawClients(url: string, connections: number): Promise<pg.Client[]> {
  return Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url, options: SEARCH_SESSION });
      await client.connect();
      return client;
    }),
  );
}

export async function closeRawClients(clients: readonly pg.Client[]): Promise<void> {
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
}

/** The clients run the mix round-robin (from `start`) for `seconds`, one request at a time each; latencies in ms. */
export async function runRawSql(clients: readonly pg.Client[], mix: readonly MixRequest[], start: number, seconds: number, session: BenchSession): Promise<RawRun> {
  const latencies: number[] = [];
  let next = start;
  let errors = 0;
  const now = new Date();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < until) {
        const request = mix[next++ % mix.length] as MixRequest;
        const t0 = performance.now();
        try {
          await runListingSql(client, request, now, session);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors++;
          if (errors === 1) console.error(`  raw SQL error: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }),
  );
  return { latencies, failed: errors, seconds: (performance.now() - started) / 1000 };
}
