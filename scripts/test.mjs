// `npm test`: every check of the repository in one run, with one closing `N passed, N failed` line.
// Lint and type-check count as one check each; jest and Playwright count their tests.
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'events-test-'));
const only = process.argv.slice(2); // e.g. `npm test -- lint jest` runs a subset
// Every workspace with a jest.config.js runs its jest suite.
const JEST_PROJECTS = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.filter((w) =>
  existsSync(path.join(root, w, 'jest.config.js')),
);

const results = [];

function run(command, args, options = {}) {
  const started = Date.now();
  const child = spawnSync(command, args, {
    cwd: options.cwd ? path.join(root, options.cwd) : root, stdio: 'inherit', env: { ...process.env, ...options.env } });
  return { ok: child.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function record(name, passed, failed, seconds) {
  results.push({ name, passed, failed, seconds });
  console.log(`\n[test] ${name}: ${passed} passed, ${failed} failed (${seconds} s)\n`);
}

function step(name) {
  return only.length === 0 || only.includes(name);
}

if (step('lint')) {
  const { ok, seconds } = run('npx', ['eslint', '.', '--max-warnings=0']);
  record('lint', ok ? 1 : 0, ok ? 0 : 1, seconds);
}

if (step('typecheck')) {
  const { ok, seconds } = run('npx', ['nx', 'run-many', '-t', 'typecheck', '--output-style=stream', '--skip-nx-cache']);
  record('type-check', ok ? 1 : 0, ok ? 0 : 1, seconds);
}

if (step('jest')) {
  for (const project of JEST_PROJECTS) {
    const outputFile = path.join(reports, `${project.replace(/\//g, '-')}.json`);
    const { ok, seconds } = run(
      'node',
      // jest keeps each test file's ESM modules alive in band; the backend's many app-booting files need more than
      // Node's default heap (about 4 GB) by the end of the run.
      ['--max-old-space-size=8192', '--experimental-vm-modules', path.join(root, 'node_modules/jest/bin/jest.js'), '--runInBand', '--passWithNoTests', '--json', `--outputFile=${outputFile}`],
      { cwd: project },
    );
    const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
    const passed = report?.numPassedTests ?? 0;
    // A suite that fails to load has no failed tests but is a failure all the same.
    const failed = (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0) + (ok || report ? 0 : 1);
    record(`jest ${project}`, passed, ok ? failed : Math.max(failed, 1), seconds);
  }
}

if (step('e2e')) {
  const build = run('npx', ['nx', 'run-many', '-t', 'build', '--output-style=stream']);
  if (!build.ok) {
    record('build', 0, 1, build.seconds);
  } else {
    const outputFile = path.join(reports, 'playwright.json');
    const { ok, seconds } = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
    });
    const stats = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')).stats : null;
    const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    const failed = stats?.unexpected ?? 0;
    record('e2e', passed, ok ? failed : Math.max(failed, 1), seconds);
  }
}

rmSync(reports, { recursive: true, force: true });
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary:');
for (const r of results) console.log(`  ${r.name.padEnd(24)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
