// `npm run bench:bundle`: JavaScript the browser needs, gzip KB.
// - Shell before first paint: scripts a real Chromium finished loading before first-contentful-paint on /events/.
// - Each remote: remoteEntry + the exposed module's sync chunks, read from its mf-manifest.json, and each named lazy
//   chunk (`screen-*` per screen, `field-*` for the rich text and cropper fields) with what loads beside it.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['mfe-discovery', 'mfe-account', 'mfe-producer', 'mfe-editor', 'mfe-widget'];
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(file)).length;

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { cwd: root, stdio: 'ignore' });
if (build.status !== 0) throw new Error('build failed: run `npm run build` to see why');

/** URL path -> built file: /remotes/<remote>/x -> <remote>/dist/x, anything else -> shell/dist. */
function fileOf(urlPath) {
  const match = urlPath.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return match ? path.join(root, match[1], 'dist', match[2]) : path.join(root, 'shell', 'dist', urlPath);
}

async function shellBeforeFirstPaint() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'events-bench-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as its own OS user and must enter the folder
  const port = 4390;
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (chunk) => String(chunk).includes('Ready') && resolve());
      server.on('exit', (code) => reject(new Error(`backend exited with ${code}`)));
    });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'],
    });
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
    const size = (paths) => paths.filter((p) => existsSync(fileOf(p))).reduce((n, p) => n + gz(fileOf(p)), 0);
    return { fcp, before: size(before), beforeCount: before.length, untilContent: size(all), allCount: all.length };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The named lazy chunks of a build (webpackChunkName "screen-..." per screen of a route table, "field-..." for the
 * form kit's heavy fields), each with the chunks its import loads beside it (its libraries): the compiled import is
 * `Promise.all([r.e(a), r.e(b), r.e(N)])` around the chunk's id N, which the remoteEntry maps to its name.
 */
function lazyChunks(dist, entryFile, files) {
  const ids = new Map([...readFileSync(path.join(dist, entryFile), 'utf8').matchAll(/(\d+):"((?:screen|field)-[\w-]+)"/g)].map((m) => [m[2], m[1]]));
  const sources = files.map((f) => readFileSync(path.join(dist, f), 'utf8'));
  const fileOfId = (id) => {
    const name = [...ids].find(([, chunkId]) => chunkId === id)?.[0] ?? id;
    return readdirSync(dist).find((f) => f.startsWith(`${name}.`) && f.endsWith('.js'));
  };
  return [...ids]
    .map(([name, id]) => {
      const loader = new RegExp(`Promise\\.all\\(\\[([^\\]]*\\w\\.e\\(${id}\\)[^\\]]*)\\]`);
      const group = sources.map((text) => loader.exec(text)?.[1]).find((g) => g !== undefined);
      const groupIds = group ? [...group.matchAll(/\w\.e\((\d+)\)/g)].map((m) => m[1]) : [id];
      const groupFiles = [...new Set(groupIds.map(fileOfId).filter((f) => f !== undefined))];
      return { name, size: groupFiles.reduce((n, f) => n + gz(path.join(dist, f)), 0), files: groupFiles.length };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function remoteSizes(remote) {
  const dist = path.join(root, remote, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const entryFile = path.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  const entry = gz(path.join(dist, entryFile));
  const exposed = manifest.exposes.map((e) => ({ name: e.path, sync: e.assets.js.sync.reduce((n, f) => n + gz(path.join(dist, f)), 0) }));
  const jsFiles = readdirSync(dist).filter((f) => f.endsWith('.js'));
  return { remote, entry, exposed, lazy: lazyChunks(dist, entryFile, jsFiles) };
}

const shell = await shellBeforeFirstPaint();
console.log('Shell (GET /events/ in Chromium, gzip):');
console.log(`  JS before first paint: ${kb(shell.before)} KB in ${shell.beforeCount} files (FCP ${shell.fcp.toFixed(0)} ms)`);
console.log(`  JS until the results show: ${kb(shell.untilContent)} KB in ${shell.allCount} files`);
console.log('\nRemotes (gzip):');
for (const remote of REMOTES) {
  const r = remoteSizes(remote);
  const parts = r.exposed.map((e) => `${e.name} ${kb(e.sync)} KB`).join(', ');
  console.log(`  ${remote.padEnd(14)} remoteEntry ${kb(r.entry)} KB; exposed: ${parts}`);
  for (const chunk of r.lazy) console.log(`  ${''.padEnd(14)} lazy ${chunk.name} ${kb(chunk.size)} KB in ${chunk.files} files (with its libraries)`);
}
