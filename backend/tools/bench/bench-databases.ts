import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import getPort from 'get-port';
import pg from 'pg';
import { authEndpoints, type LoginAnswer, type UserContext } from '@events/contracts/auth';
import { REPO_ROOT } from '../../src/config/project-paths.js';
import { MIGRATIONS } from '../../src/database/migration-list.js';
import { type DatabaseServer, startEmbeddedDatabase } from '../../src/database/embedded-database.js';
import { type Backend, startBackendProcess } from '../cluster/backend-process.js';

/**
 * The bench's databases: built once with the catalogue generator (seed CLI) on an embedded PostgreSQL whose
 * cluster folder is kept under os.tmpdir(), keyed by the generator options, the day, the migrations and the
 * generator's code, so the next run starts the same cluster again in a second.
 */
export type BenchDataset = { readonly name: string; readonly venues: number; readonly events: number; readonly seed: string };

export const BACKEND_DIST = path.join(REPO_ROOT, 'backend', 'dist');
export const CACHE_ROOT = path.join(os.tmpdir(), 'events-search-bench');

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** What the cached catalogue depends on. */
function cacheKey(dataset: BenchDataset, today: string): string {
  const hash = createHash('sha1');
  hash.update(MIGRATIONS.map((m) => m.name).join(','));
  const migrations = path.join(BACKEND_DIST, 'database', 'migrations');
  const migrationFiles = existsSync(migrations) ? readdirSync(migrations).filter((f) => f.endsWith('.js')).sort().map((f) => path.join('database', 'migrations', f)) : [];
  for (const file of [...migrationFiles, 'seed/catalogue-generator.js', 'seed/demo-data.js', 'seed/seed.repository.js', 'modules/events/occurrences.service.js']) {
    const full = path.join(BACKEND_DIST, file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return `${dataset.name}-${dataset.venues}v-${dataset.events}e-${dataset.seed}-${today}-${hash.digest('hex').slice(0, 10)}`;
}

/** Runs a child process to its end; output prefixed and shown only on failure (or always with `echo`). */
function runChild(command: string, args: readonly string[], env: NodeJS.ProcessEnv, echo: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    const keep = (chunk: Buffer): void => {
      const text = chunk.toString();
      output.push(text);
      if (echo) for (const line of text.split('\n')) if (line.trim() !== '' && !line.includes('[Nest]')) log(`    ${line.trim()}`);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? command)} exited with ${code}:\n${output.join('').slice(-4000)}`))));
  });
}

export type { Backend };

/**
 * Extra node options for the backend, space-separated, e.g. `BENCH_BACKEND_NODE_ARGS='--require ./profile.cjs'` with
 * a preload that starts node:inspector's profiler and writes the profile on SIGTERM (the bench stops the backend with
 * SIGTERM, so `--cpu-prof` alone would never write one).
 */
function backendNodeArgs(): string[] {
  return (process.env.BENCH_BACKEND_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
}

/**
 * The built backend (`node backend/dist/main.js`) on a free port against `databaseUrl`, logging at warn. Without a
 * URL it starts (and supervises) its own embedded PostgreSQL in DATA_DIR, which `env` then sets.
 */
export async function startBackend(databaseUrl: string | undefined, env: NodeJS.ProcessEnv = {}): Promise<Backend> {
  // A restart takes the port its predecessor had (env.PORT), so clients carry on against the same address.
  const port = env.PORT === undefined ? await getPort() : Number(env.PORT);
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  return startBackendProcess({
    nodeArgs: backendNodeArgs(),
    env: {
      ...inherited,
      ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      // The bench's sign-in must outlast a dataset's phases.
      ACCESS_TOKEN_SECONDS: '7200',
      ...env,
    },
  });
}

/** Waits until the backend's start-up jobs (occurrence horizon) are done: no other active query for 2 s. */
export async function waitForQuietDatabase(url: string, timeoutSeconds = 300): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let quiet = 0;
    const until = Date.now() + timeoutSeconds * 1000;
    while (Date.now() < until && quiet < 4) {
      const { rows } = await client.query<{ busy: number }>(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle' AND backend_type = 'client backend'`,
      );
      quiet = rows[0]?.busy === 0 ? quiet + 1 : 0;
      await sleep(500);
    }
  } finally {
    await client.end();
  }
}

async function vacuum(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

export type BenchDatabase = { readonly server: DatabaseServer; readonly clusterDir: string };

/** The dataset's database: the cached cluster started again, or built now (generator, one backend start, VACUUM). */
export async function openDataset(dataset: BenchDataset, today: string, fresh: boolean): Promise<BenchDatabase> {
  const dir = path.join(CACHE_ROOT, cacheKey(dataset, today));
  const clusterDir = path.join(dir, 'cluster');
  const ready = path.join(dir, 'ready.json');
  if (fresh) await rm(dir, { recursive: true, force: true });
  if (existsSync(ready)) {
    log(`  ${dataset.name}: cached database ${dir}`);
    return { server: await startEmbeddedDatabase({ clusterDir }), clusterDir };
  }
  // Older builds of this dataset (another day, generator or schema) are not used again.
  if (existsSync(CACHE_ROOT)) {
    for (const old of readdirSync(CACHE_ROOT).filter((name) => name.startsWith(`${dataset.name}-`))) {
      await rm(path.join(CACHE_ROOT, old), { recursive: true, force: true });
    }
  }
  await mkdir(dir, { recursive: true });
  await chmod(CACHE_ROOT, 0o755);
  await chmod(dir, 0o755);
  log(`  ${dataset.name}: building ${dataset.events} events / ${dataset.venues} venues in ${dir} (once; later runs reuse it)`);
  const started = Date.now();
  const building = path.join(dir, 'building');
  const server = await startEmbeddedDatabase({ clusterDir: building });
  try {
    await runChild(
      process.execPath,
      [path.join(BACKEND_DIST, 'seed', 'seed-cli.js'), '--database-url', server.url, '--venues', String(dataset.venues), '--events', String(dataset.events), '--seed', dataset.seed],
      process.env,
      true,
    );
    // One start of the app runs its start-up jobs (occurrence horizon) on the new catalogue, so measured starts don't.
    const backend = await startBackend(server.url);
    await waitForQuietDatabase(server.url);
    await backend.stop();
    await vacuum(server.url);
  } finally {
    await server.stop();
  }
  await rename(building, clusterDir);
  await writeFile(ready, JSON.stringify({ dataset, today, builtIn: Math.round((Date.now() - started) / 1000) }));
  log(`  ${dataset.name}: built in ${Math.round((Date.now() - started) / 1000)} s`);
  return { server: await startEmbeddedDatabase({ clusterDir }), clusterDir };
}

/** Makes sure index-only scans see an all-visible table after the app's start-up jobs. */
export async function prepareForMeasurement(url: string): Promise<void> {
  await waitForQuietDatabase(url);
  await vacuum(url);
}

/**
 * A signed-in visitor of the bench: the access token (Bearer), the account's id (from the user context) and the
 * token's sign-in family, which the raw-SQL driver needs to repeat the app's per-request session check.
 */
export type BenchSession = { readonly token: string; readonly userId: number; readonly family: string };

/** An e-mail and password account of a bench. */
export type BenchAccount = { readonly email: string; readonly password: string };

const BENCH_USER: BenchAccount = { email: 'search-bench@example.org', password: 'Bench-listing-2026!' };

function postLogin(baseUrl: string, account: BenchAccount): Promise<Response> {
  return fetch(`${baseUrl}${authEndpoints.login.path}`, { method: 'POST', body: new URLSearchParams({ username: account.email, password: account.password }) });
}

/** The session of a login's answer; the id is read from the user context, the family from the token's claims. */
async function sessionOf(baseUrl: string, account: BenchAccount, answer: Response): Promise<BenchSession> {
  if (answer.status !== 200) throw new Error(`The bench could not log in as ${account.email}: ${answer.status} ${await answer.text()}`);
  const { key } = (await answer.json()) as LoginAnswer;
  const context = await fetch(`${baseUrl}${authEndpoints.userData.path}`, { headers: { authorization: `Bearer ${key}` } });
  if (context.status !== 200) throw new Error(`The bench could not read its user context: ${context.status} ${await context.text()}`);
  const { id } = (await context.json()) as UserContext;
  const claims = JSON.parse(Buffer.from(key.split('.')[1] ?? '', 'base64url').toString('utf8')) as { fam: string };
  return { token: key, userId: id, family: claims.fam };
}

/** Logs `account` in; throws when it cannot (an unknown account or a wrong password). */
export async function logIn(baseUrl: string, account: BenchAccount): Promise<BenchSession> {
  return sessionOf(baseUrl, account, await postLogin(baseUrl, account));
}

/**
 * Registers `account`, which signs nothing in. The answer is 201 whether the address was free or already had an
 * account, so only the login that follows tells whether the account is the bench's.
 */
export async function register(baseUrl: string, account: BenchAccount): Promise<void> {
  const answer = await fetch(`${baseUrl}${authEndpoints.register.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, email: account.email, password1: account.password, password2: account.password }),
  });
  if (answer.status !== 201) throw new Error(`The bench could not register ${account.email}: ${answer.status} ${await answer.text()}`);
}

/** Registers `account` and logs it in. */
export async function registerAndLogIn(baseUrl: string, account: BenchAccount): Promise<BenchSession> {
  await register(baseUrl, account);
  return logIn(baseUrl, account);
}

/**
 * Signs the bench in (registering its account on a fresh database, where the first login fails): listings beyond
 * tomorrow need an account (anonymous visitors see today and tomorrow only), and the mix searches 1-30 days up to two
 * weeks ahead.
 */
export async function signIn(baseUrl: string): Promise<BenchSession> {
  const first = await postLogin(baseUrl, BENCH_USER);
  return first.status === 200 ? sessionOf(baseUrl, BENCH_USER, first) : registerAndLogIn(baseUrl, BENCH_USER);
}
