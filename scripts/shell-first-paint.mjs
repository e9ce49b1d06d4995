// The shell's JavaScript before first paint, measured in a real Chromium (`npm run bench:bundle`, `bench:analytics`).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBenchChromium } from './bench-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gz = (file) => gzipSync(readFileSync(file)).length;

/** URL path -> built file: /remotes/<remote>/x -> <remote>/dist/x, anything else -> shell/dist. */
function fileOf(webRoot, urlPath) {
  const match = urlPath.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return match ? path.join(webRoot, match[1], 'dist', match[2]) : path.join(webRoot, 'shell', 'dist', urlPath);
}

/**
 * Serves the built front ends of `webRoot` (the repository's by default) with the built backend on `port`, opens
 * /events/ in Chromium and sums the scripts loaded before first-contentful-paint, and until the results show.
 */
export async function shellBeforeFirstPaint({ port, webRoot = root }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'events-bench-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as its own OS user and must enter the folder
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), WEB_ROOT: webRoot, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (chunk) => String(chunk).includes('Ready') && resolve());
      server.on('exit', (code) => reject(new Error(`backend exited with ${code}`)));
    });
    const browser = await launchBenchChromium();
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/events/`);
    // The events list has answered (an empty one without the demo data: "0 events within ...").
    await page.getByTestId('result-summary').filter({ hasText: /\d+ events? / }).waitFor();
    const { fcp, scripts } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const resources = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js'));
      return {
        fcp: paint ? paint.startTime : Infinity,
        scripts: resources.map((r) => ({ url: r.name, end: r.responseEnd })),
      };
    });
    await browser.close();
    const before = scripts.filter((s) => s.end <= fcp).map((s) => new URL(s.url).pathname);
    const all = scripts.map((s) => new URL(s.url).pathname);
    const size = (paths) => paths.filter((p) => existsSync(fileOf(webRoot, p))).reduce((n, p) => n + gz(fileOf(webRoot, p)), 0);
    return { fcp, before: size(before), beforeCount: before.length, untilContent: size(all), allCount: all.length };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
