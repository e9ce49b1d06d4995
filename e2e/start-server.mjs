// Starts the backends of the end-to-end run, side by side, each on its own copy of one seeded data folder: the demo
// region is seeded once per run (`--fresh-template`, or when the template is missing) instead of once per server.
// Playwright starts its web servers one after another, so the three backends are one web server here: started
// together they are ready in about half the time. When all answer /health, this prints the line E2E_SERVERS_READY
// names, which the config waits for. `--seed-only` seeds the template and stops (`npm test` seeds it beside the jest run,
// scripts/test.mjs).
//   E2E_SERVERS='[{"name":"main","dataDir":"…","env":{"PORT":"…",…}},…]' E2E_SERVERS_READY=… node e2e/start-server.mjs --template DIR [--fresh-template]
//   node e2e/start-server.mjs --template DIR --seed-only
// The environment (CLOCK_AT, …) passes through to every backend, under each server's own `env` (PORT, DATA_DIR, …).
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

/** The file in each backend's data folder its output goes to (/tmp/events-e2e/main/backend.log for the main one). */
const BACKEND_LOG = 'backend.log';

/** How often a starting backend's /health is asked. */
const HEALTH_POLL_MS = 100;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const backendMain = path.join(root, 'backend/dist/main.js');
// Each backend starts as `npm start` starts one, with the backend's Node.js options (backend/src/config/backend-node-flags.ts).
const { BACKEND_NODE_FLAGS } = await import('../backend/dist/config/backend-node-flags.js');
const { values } = parseArgs({
  options: {
    template: { type: 'string' },
    'fresh-template': { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
  },
});
const template = values.template;
if (!template) throw new Error('usage: start-server.mjs --template DIR [--fresh-template] | --template DIR --seed-only');

/**
 * Seeds the template folder with e2e/seed-template.mjs: the backend's whole first-start seeding, demo images
 * included (a listening backend makes those only after it says it is ready), then a clean stop.
 */
async function seedTemplate(serverEnv = {}) {
  rmSync(template, { recursive: true, force: true });
  mkdirSync(template, { recursive: true });
  return new Promise((resolve, reject) => {
    const env = { ...process.env, ...serverEnv, DATA_DIR: template };
    const seeding = spawn(process.execPath, [path.join(root, 'e2e/seed-template.mjs')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    seeding.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Seeding the e2e template failed (exit ${code ?? signal})`));
    });
  });
}

/** Resolves once http://localhost:PORT/health answers 200; rejects when the backend exits first. */
async function healthy(server, exited) {
  const url = `http://localhost:${server.env.PORT}/health`;
  let gone = false;
  exited.then(
    () => (gone = true),
    () => (gone = true),
  );
  while (!gone) {
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await sleep(HEALTH_POLL_MS);
  }
  await exited;
  throw new Error(`The ${server.name} backend stopped before it was ready`);
}

/** Starts one backend on a fresh copy of the template: its process, and a promise of its exit. */
function startOnCopy(server) {
  rmSync(server.dataDir, { recursive: true, force: true });
  mkdirSync(path.dirname(server.dataDir), { recursive: true });
  // The template's PostgreSQL was stopped cleanly, so a copy is a consistent cluster (it picks a free port at start).
  // `cp -a` keeps owners and modes: as root, the files belong to the postgres user, and the cluster folder stays 0700.
  execFileSync('cp', ['-a', template, server.dataDir]);
  // Its log (warn and up: slow queries, late renders, errors) is kept beside its data, for a failed test's server side.
  const log = openSync(path.join(server.dataDir, BACKEND_LOG), 'a');
  const child = spawn(process.execPath, [...BACKEND_NODE_FLAGS, backendMain], {
    cwd: root,
    env: { ...process.env, ...server.env, DATA_DIR: server.dataDir },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const exited = new Promise((resolve, reject) =>
    child.on('exit', (code, signal) => (code === 0 || signal ? resolve() : reject(new Error(`The ${server.name} backend exited (code ${code})`)))),
  );
  return { child, exited };
}

async function startAll() {
  const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
  if (servers.length === 0) throw new Error('E2E_SERVERS names no server');
  // Seeded as the first server would be (its settings, its log level), as `--seed-only` is (scripts/test.mjs).
  if (values['fresh-template'] || !existsSync(path.join(template, 'postgres', 'PG_VERSION'))) await seedTemplate(servers[0].env);
  const started = servers.map((server) => ({ server, ...startOnCopy(server) }));
  // Playwright stops the run by signalling this whole process group; each backend then closes its PostgreSQL, and
  // this process waits for them all. A backend that dies on its own stops the others and fails the run, once.
  const stopAll = () => started.forEach(({ child }) => child.exitCode === null && child.kill('SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => started.forEach(({ child }) => child.kill(signal)));
  let failed = false;
  const fail = (error) => {
    if (failed) return;
    failed = true;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
    stopAll();
  };
  for (const { exited } of started) exited.catch(fail);
  try {
    await Promise.all(started.map(({ server, exited }) => healthy(server, exited)));
    process.stdout.write(`${process.env.E2E_SERVERS_READY ?? 'ready'}\n`);
  } catch (error) {
    fail(error);
  }
  await Promise.allSettled(started.map(({ exited }) => exited));
}

if (values['seed-only']) await seedTemplate();
else await startAll();
