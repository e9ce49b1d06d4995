import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { BACKEND_ROOT } from './config/project-paths.js';
import { WATCHDOG_NAME } from './database/embedded-watchdog.js';
import { createFakeWebRoot, TEST_CONNECT_TIMEOUT_MS } from './testing/test-app.js';

const MAIN = path.join(BACKEND_ROOT, 'dist', 'main.js');
/**
 * How long a whole backend may take to boot (a new PostgreSQL cluster and the migrations): seconds on an idle
 * machine, but these tests share two cores with every other suite of the run. They start without the demo region:
 * seeding it on a first start is the seed suite's (src/seed/seed.int-spec.ts), and every e2e run starts from it.
 */
const BOOT_MS = 150_000;
const PROCESS_TEST_MS = 2 * BOOT_MS + 30_000;

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      const line = output.split('\n').find((l) => pattern.test(l));
      if (line !== undefined) {
        clearTimeout(timer);
        resolve(line);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ${pattern}:\n${output}`));
    });
  });
}

/** A data folder, a web root and a port for backends of one test, and a way to start `dist/main.js` on them. */
/** How many times, 250 ms apart (15 s), a backend that said Ready is asked for its health on a busy machine. */
const HEALTH_ATTEMPTS = 60;

/**
 * The health check's last answer, asked until it is 200 or HEALTH_ATTEMPTS run out. The check pings the database
 * with a 2 s limit, which the first connections of a new server can miss while two jest workers share two cores.
 */
async function healthOf(port: number): Promise<{ status: number; body: string }> {
  let last = { status: 0, body: '' };
  for (let attempt = 0; attempt < HEALTH_ATTEMPTS && last.status !== 200; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    const answer = await fetch(`http://127.0.0.1:${port}/health`);
    last = { status: answer.status, body: await answer.text() };
  }
  return last;
}

async function backendPlace(prefix: string, extraEnv: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(dataDir, 0o755);
  const webRoot = await createFakeWebRoot();
  const port = await getPort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const start = (): ChildProcess =>
    spawn(process.execPath, [MAIN], {
      // The first requests after Ready wait for a connection as test apps do (TEST_CONNECT_TIMEOUT_MS), not production's 3 s.
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_ROOT: webRoot,
        LOG_LEVEL: 'warn',
        DATABASE_CONNECT_TIMEOUT_MS: String(TEST_CONNECT_TIMEOUT_MS),
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const remove = async (): Promise<void> => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(webRoot, { recursive: true, force: true });
  };
  return { dataDir, port, start, remove };
}

// The jest run's global set-up has built dist/main.js and the libs' dist it loads (src/testing/jest-global-setup.mjs).
describe('node dist/main.js', () => {
  it('stops on a bad PORT with exit code 1 and one clear line', () => {
    const result = spawnSync(process.execPath, [MAIN], { env: { ...process.env, PORT: 'abc' }, encoding: 'utf8', timeout: 20000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")\n');
    expect(result.stdout).toBe('');
  });

  it('boots on an embedded PostgreSQL, says Ready, and stops it all on SIGTERM', async () => {
    const { dataDir, port, start, remove } = await backendPlace('events-main-', { SEED_DEMO: 'false' });
    const child = start();
    try {
      const ready = await waitForLine(child, /^Ready: /, BOOT_MS);
      expect(ready).toBe(`Ready: open http://127.0.0.1:${port}/`);
      expect(await healthOf(port)).toMatchObject({ status: 200 });

      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      child.kill('SIGTERM');
      const { code, signal } = await exited;
      expect(signal === 'SIGTERM' || code === 143).toBe(true);
      const leftovers = spawnSync('pgrep', ['-f', `postgres -D ${dataDir}`], { encoding: 'utf8' }).stdout.trim();
      expect(leftovers).toBe('');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await remove();
    }
  }, PROCESS_TEST_MS);

  it('after a SIGKILL, stops the PostgreSQL the killed backend left and starts again with nothing lost (issue 25 N7)', async () => {
    const { dataDir, port, start, remove } = await backendPlace('events-main-kill-', { SEED_DEMO: 'false' });
    const killHard = async (child: ChildProcess): Promise<void> => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    };
    const postgresLeft = (): string => spawnSync('pgrep', ['-f', `postgres -D ${dataDir}`], { encoding: 'utf8' }).stdout.trim();
    const watchdogOf = (): string => spawnSync('pgrep', ['-f', `${WATCHDOG_NAME} [0-9]+ ${dataDir}`], { encoding: 'utf8' }).stdout.trim();
    const signalAll = (pids: string, signal: NodeJS.Signals): void => {
      for (const pid of pids.split('\n').filter(Boolean)) process.kill(Number(pid), signal);
    };
    const api = `http://127.0.0.1:${port}/events/api/v1/auth`;
    const credentials = { email: 'survivor@example.org', password1: 'Tangled-Orchard-91', password2: 'Tangled-Orchard-91' };
    const children: ChildProcess[] = [];
    try {
      const first = start();
      children.push(first);
      await waitForLine(first, /^Ready: /, BOOT_MS);
      const registered = await fetch(`${api}/register/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) });
      expect(registered.status).toBe(201);

      // The watchdog is held still, so the next start meets the orphaned PostgreSQL itself.
      const firstWatchdog = watchdogOf();
      expect(firstWatchdog).not.toBe('');
      signalAll(firstWatchdog, 'SIGSTOP');
      await killHard(first);
      expect(postgresLeft()).not.toBe('');

      const second = start();
      children.push(second);
      const stopped = waitForLine(second, /left running/, BOOT_MS);
      await waitForLine(second, /^Ready: /, BOOT_MS);
      expect(await stopped).toContain('a previous backend left running');
      // The old watchdog, let go, sees a postmaster with a live owner and leaves it alone.
      signalAll(firstWatchdog, 'SIGCONT');
      const login = await fetch(`${api}/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: credentials.email, password: credentials.password1 }),
      });
      expect(login.status).toBe(200);

      // Killed again with its watchdog running: the watchdog stops PostgreSQL by itself.
      await killHard(second);
      // Polled a bounded number of times (up to 20 s), reading no clock.
      for (let round = 0; round < 100 && postgresLeft() !== ''; round++) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(postgresLeft()).toBe('');
    } finally {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      signalAll(postgresLeft(), 'SIGKILL');
      await remove();
    }
  }, PROCESS_TEST_MS);
});
