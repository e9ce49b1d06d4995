import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { BACKEND_ROOT, REPO_ROOT } from './config/project-paths.js';
import { createFakeWebRoot } from './testing/test-app.js';

const MAIN = path.join(BACKEND_ROOT, 'dist', 'main.js');

/** The built entry needs its own build and the libs' dist (their package exports point there at run time). */
function buildEntry(): void {
  execFileSync('npx', ['nx', 'run', '@events/backend:build', '--output-style=static'], { cwd: REPO_ROOT, stdio: 'ignore' });
}

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

describe('node dist/main.js', () => {
  beforeAll(() => {
    buildEntry();
  });

  it('stops on a bad PORT with exit code 1 and one clear line', () => {
    const result = spawnSync(process.execPath, [MAIN], { env: { ...process.env, PORT: 'abc' }, encoding: 'utf8', timeout: 20000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")\n');
    expect(result.stdout).toBe('');
  });

  it('boots on an embedded PostgreSQL, says Ready, and stops it all on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'events-main-'));
    await chmod(dataDir, 0o755);
    const webRoot = await createFakeWebRoot();
    const port = await getPort();
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const child = spawn(process.execPath, [MAIN], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: webRoot, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const ready = await waitForLine(child, /^Ready: /, 60000);
      expect(ready).toBe(`Ready: open http://127.0.0.1:${port}/`);
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);

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
      await rm(dataDir, { recursive: true, force: true });
      await rm(webRoot, { recursive: true, force: true });
    }
  });
});
