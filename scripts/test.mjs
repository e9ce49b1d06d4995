// `npm test`: every check of the repository in one run, with one closing `N passed, N failed` line.
// Lint, type-check and build count as one check each; jest and Playwright count their tests. The run ends with the
// time of each step and the ten slowest test files, so the next slowdown shows itself.
//   npm test -- lint typecheck build jest times e2e   runs a subset
//   npm test -- times --all-times                     runs the time-sensitive suites (backend and discovery e2e) at every
//                                                     pinned region time
import './node-version.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CI_CLOCK_TIMES, PINNED_CLOCK_TIMES, TIME_SENSITIVE_E2E } from './time-sensitive-suites.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'events-test-'));
const args = process.argv.slice(2);
const allTimes = args.includes('--all-times');
const only = args.filter((a) => !a.startsWith('--'));
const step = (name) => only.length === 0 || only.includes(name);

// Every workspace with a jest.config.js runs its jest suite, all in one jest run.
const JEST_PROJECTS = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.filter((w) =>
  existsSync(path.join(root, w, 'jest.config.js')),
);
const JEST_BIN = path.join(root, 'node_modules/jest/bin/jest.js');
/** The backend's time-sensitive suites with the product's clock at EVENTS_PINNED_CLOCK_AT (a project of its own). */
const PINNED_PROJECT = 'backend/jest.pinned.config.js';
const JEST_FILE_TIMES_REPORTER = path.join(root, 'scripts/jest-file-times-reporter.mjs');
// jest runs ESM test files in vm contexts; each worker gets its own heap and is replaced when it grows past the limit.
const JEST_NODE_OPTIONS = '--experimental-vm-modules --max-old-space-size=4096';
// Three workers on two cores: a backend test file spends much of its time waiting on PostgreSQL, and with two workers
// the cores stood idle 18% of the run. The whole jest step took 326 s with three, 364 s with two and 348 s with four.
const JEST_WORKERS = 3;

const results = [];
const fileTimes = [];

/**
 * Runs a command; with `quiet`, its output is held and printed whole when it ends (steps that run side by side); with
 * `idlePriority`, at the lowest CPU priority (nice 19), so it takes only the CPU that the steps beside it leave idle.
 */
function run(command, commandArgs, { env = {}, quiet = false, idlePriority = false } = {}) {
  const started = Date.now();
  const [file, fileArgs] = idlePriority ? ['nice', ['-n', '19', command, ...commandArgs]] : [command, commandArgs];
  return new Promise((resolve) => {
    const child = spawn(file, fileArgs, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const output = [];
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

function record(name, passed, failed, seconds) {
  results.push({ name, passed, failed, seconds });
  console.log(`\n[test] ${name}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s)\n`);
}

async function check(name, command, commandArgs, options) {
  const { ok, seconds } = await run(command, commandArgs, options);
  record(name, ok ? 1 : 0, ok ? 0 : 1, seconds);
  return ok;
}

/** One jest run over the given projects; counts its tests and notes each file's time. */
async function jest(name, { projects, env = {} }) {
  const slug = name.replace(/\W+/g, '-');
  const outputFile = path.join(reports, `${slug}.json`);
  const fileTimesFile = path.join(reports, `${slug}.files.jsonl`);
  const { ok, seconds } = await run(
    'node',
    [
      JEST_BIN,
      '--projects',
      ...projects,
      `--maxWorkers=${JEST_WORKERS}`,
      '--workerIdleMemoryLimit=2GB',
      '--testTimeout=60000',
      '--passWithNoTests',
      '--reporters=default',
      `--reporters=${JEST_FILE_TIMES_REPORTER}`,
      '--json',
      `--outputFile=${outputFile}`,
    ],
    // Once the build step has passed, the backend's global set-up need not ask Nx again.
    { env: { NODE_OPTIONS: JEST_NODE_OPTIONS, EVENTS_BACKEND_BUILT: (await built) ? '1' : '0', EVENTS_JEST_FILE_TIMES: fileTimesFile, ...env } },
  );
  const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
  const fileLines = existsSync(fileTimesFile) ? readFileSync(fileTimesFile, 'utf8').split('\n').filter(Boolean) : [];
  for (const { file, project, seconds: fileSeconds } of fileLines.map((line) => JSON.parse(line))) {
    const at = project?.match(/@ (.+)$/)?.[1];
    fileTimes.push({ file: `${path.relative(root, file)}${at ? ` @ ${at}` : ''}`, seconds: fileSeconds });
  }
  const passed = report?.numPassedTests ?? 0;
  // A suite that fails to load has no failed tests but is a failure all the same.
  const failed = (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0);
  record(name, passed, ok ? failed : Math.max(failed, 1), seconds);
}

const needsBuild = step('build') || step('e2e') || step('jest') || step('times');
const built = needsBuild ? check('build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { quiet: true }) : Promise.resolve(true);
await built;

// The time-sensitive backend suites run with the product's clock at the CI region time, never at the hour the run
// happens to start, so a run answers the same at any hour: as one more project of the main jest run, sharing its
// PostgreSQL and template (the main backend project leaves those suites to it, backend/jest.config.js).
// `--all-times` runs them at every pinned time.
const [ciClock] = CI_CLOCK_TIMES;

/**
 * The e2e servers start from copies of one data folder seeded with the demo region (e2e/start-server.mjs), which
 * took 18 s of one core before the first test. It is seeded here instead, beside the jest run at the lowest CPU
 * priority (jest leaves a sixth of the two cores idle), at the clock of the e2e run, which then starts from it.
 */
async function seedE2eTemplate() {
  // e2e/servers.ts names the template folder; Node.js reads TypeScript itself from 22.18 on (engines admits 22.12).
  const servers = await import('../e2e/servers.ts').catch((error) => {
    console.log(`\n[test] e2e template left to the e2e run: ${error.message}\n`);
    return null;
  });
  if (servers === null) return false;
  const { ok, seconds } = await run('node', ['e2e/start-server.mjs', '--template', servers.templateDir, '--seed-only'], {
    env: { ...servers.SERVERS.main.env, CLOCK_AT: ciClock, LOG_LEVEL: 'warn' },
    quiet: true,
    idlePriority: true,
  });
  console.log(`\n[test] e2e template ${ok ? 'seeded beside jest' : 'not seeded (the e2e run seeds its own)'} (${seconds.toFixed(1)} s)\n`);
  return ok;
}
const e2eTemplateSeeded = step('e2e') && (await built) ? seedE2eTemplate() : Promise.resolve(false);
const atCiClock = step('jest') || (step('times') && !allTimes);
if (atCiClock) {
  const projects = [...(step('jest') ? JEST_PROJECTS : []), PINNED_PROJECT];
  const name = step('jest') ? `jest (time-sensitive suites at ${ciClock})` : `jest at ${ciClock}`;
  await jest(name, { projects, env: { EVENTS_PINNED_CLOCK_AT: ciClock } });
}

if (step('times') && allTimes) {
  for (const at of PINNED_CLOCK_TIMES.filter((time) => !atCiClock || time !== ciClock)) {
    await jest(`jest at ${at}`, { projects: [PINNED_PROJECT], env: { EVENTS_PINNED_CLOCK_AT: at } });
  }
}

/** One Playwright run (the whole e2e suite, or the given spec files); counts its tests and notes each file's time. */
async function playwright(name, { specs = [], env = {} }) {
  if (!(await built)) {
    record(name, 0, 1, 0);
    return;
  }
  const outputFile = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  // A trace only for a retry (CI's), as in CI: recording one for every test cost the whole run 77 s (e2e/playwright.config.ts).
  const { ok, seconds } = await run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...specs], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile, E2E_TRACE: 'on-first-retry', ...env },
  });
  const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
      perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  for (const [file, ms] of perFile) fileTimes.push({ file: `e2e/tests/${file}${env.CLOCK_AT ? ` @ ${env.CLOCK_AT}` : ''}`, seconds: ms / 1000 });
  const stats = report?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = stats?.unexpected ?? 0;
  record(name, passed, ok ? failed : Math.max(failed, 1), seconds);
}

// Lint and the type-check run beside the end-to-end run, at the lowest CPU priority. Neither has a time limit, while
// the browser tests and the jest suites wait on clocks of their own (expect timeouts, budgets); the e2e run leaves a
// quarter of the two cores idle (its servers and browsers wait on one another), which is where these two run.
const checks = [];
if (step('lint')) checks.push(check('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { quiet: true, idlePriority: true }));
if (step('typecheck')) checks.push(check('type-check', 'node', ['scripts/typecheck.mjs'], { quiet: true, idlePriority: true }));
// The message catalogues (issue 31): complete in every language, the English ones what the sources define.
if (step('lint')) checks.push(check('catalogues', 'node', ['scripts/i18n.mjs', 'check'], { quiet: true, idlePriority: true }));

// The whole end-to-end run is pinned to the CI region time: the servers, the browsers (Playwright's clock) and the
// commands the tests run read one product clock from there, so the run is the same at any hour it starts.
if (step('e2e')) {
  const seeded = await e2eTemplateSeeded;
  await playwright(`e2e at ${ciClock}`, { env: { CLOCK_AT: ciClock, ...(seeded ? { E2E_TEMPLATE_SEEDED: '1' } : {}) } });
}

if (step('times') && allTimes) {
  for (const at of PINNED_CLOCK_TIMES.filter((time) => time !== ciClock)) {
    await playwright(`e2e discovery at ${at}`, { specs: TIME_SENSITIVE_E2E, env: { CLOCK_AT: at } });
  }
}

await Promise.all(checks);
rmSync(reports, { recursive: true, force: true });
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nTime per step:');
for (const r of results) console.log(`  ${r.name.padEnd(40)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1).padStart(6)} s`);
console.log('\nSlowest test files (seconds; e2e files sum their tests across workers):');
for (const f of fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`  ${f.seconds.toFixed(1).padStart(6)}  ${f.file}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
