// Part of `npm run bench:analytics` (issue 16): the shell's JS with the page-view tracker and in the same build without
// it (SHELL_TRACKER=off, see shell/rspack.config.ts); budget <= 1 KB gzip more before first paint.
// - Chromium's JS before first-contentful-paint, the median of three loads of /events/ per build: which lazy chunks
//   finish before the paint varies from load to load on a busy machine, so this figure is shown, not judged.
// - The verdict: the shell's startup JS as its build lists it (boot-assets.json: the entry's files and the shared
//   modules it consumes, with what those consume in turn), gzip, with minus without. It is what every page loads
//   before the shell renders, and does not vary from load to load.
// - Also shown: all the shell's JS files, with minus without, which adds what the tracker loads after the render.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { shellBeforeFirstPaint } from './shell-first-paint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['mfe-discovery', 'mfe-account', 'mfe-producer', 'mfe-editor', 'mfe-widget'];
const BUDGET_BYTES = 1024;

/** Every JS file of a built shell, each gzipped on its own, summed. */
function shellJs(dist) {
  return readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .reduce((n, f) => n + gzipSync(readFileSync(path.join(dist, f))).length, 0);
}

/** The shell's startup files (entry plus consumed shared modules, followed through what they consume), each gzipped, summed. */
function startupJs(dist) {
  const assets = JSON.parse(readFileSync(path.join(dist, 'boot-assets.json'), 'utf8'));
  const files = new Set(assets.startup.js);
  const pending = [...assets.startup.consumes];
  const seen = new Set();
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key) || !assets.shared[key]) continue;
    seen.add(key);
    for (const file of assets.shared[key].js) files.add(file);
    pending.push(...assets.shared[key].consumes);
  }
  return [...files].reduce((n, f) => n + gzipSync(readFileSync(path.join(dist, f))).length, 0);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function beforeFirstPaint(port, webRoot) {
  const runs = [];
  for (let i = 0; i < 3; i += 1) runs.push((await shellBeforeFirstPaint({ port, webRoot })).before);
  return median(runs);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'ignore', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: run it to see why`);
}

/** The shell built by rspack itself (not from Nx's cache, which does not know SHELL_TRACKER). */
function buildShell(tracker) {
  run('npx', ['rspack', 'build', '--mode', 'production'], { cwd: path.join(root, 'shell'), env: { ...process.env, SHELL_TRACKER: tracker } });
}

run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { cwd: root });
// The build without the tracker goes to a web root of its own beside the same remotes; the repository's shell/dist
// is then built again as always.
const withoutRoot = mkdtempSync(path.join(tmpdir(), 'events-no-tracker-'));
try {
  buildShell('off');
  mkdirSync(path.join(withoutRoot, 'shell'));
  cpSync(path.join(root, 'shell', 'dist'), path.join(withoutRoot, 'shell', 'dist'), { recursive: true });
  for (const remote of REMOTES) symlinkSync(path.join(root, remote), path.join(withoutRoot, remote));
  buildShell('on');
  const withoutPaint = await beforeFirstPaint(4391, withoutRoot);
  const withPaint = await beforeFirstPaint(4392, root);
  console.log(`shell JS before first paint (GET /events/ in Chromium, gzip, median of 3): ${withPaint} B with the tracker, ${withoutPaint} B without (${withPaint - withoutPaint} B)`);
  const withDist = path.join(root, 'shell', 'dist');
  const withoutDist = path.join(withoutRoot, 'shell', 'dist');
  console.log(`all the shell's JS files, gzip: ${shellJs(withDist) - shellJs(withoutDist)} B more with the tracker (its beacon loads after the first render)`);
  const more = startupJs(withDist) - startupJs(withoutDist);
  const ok = more <= BUDGET_BYTES;
  console.log(`${ok ? 'PASS' : 'FAIL'}  the tracker adds ${more} B gzip to the shell's startup JS (budget <= ${BUDGET_BYTES} B more before first paint)`);
  if (!ok) process.exitCode = 1;
} finally {
  rmSync(withoutRoot, { recursive: true, force: true });
}
