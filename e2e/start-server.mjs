// Starts one backend of the end-to-end run on a copy of one seeded data folder: the demo region is seeded once per
// run (`--fresh-template`, given to the first server) instead of once per server. Playwright starts its web servers
// one after another, so the later servers find the template the first one made. `--seed-only` seeds the template
// and stops (`npm test` seeds it beside the jest run, scripts/test.mjs).
//   node e2e/start-server.mjs --data-dir DIR --template DIR [--fresh-template]
//   node e2e/start-server.mjs --template DIR --seed-only
// The backend's environment (PORT, CLOCK_AT, …) passes through; DATA_DIR is the copy.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const backendMain = path.join(root, 'backend/dist/main.js');
const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    template: { type: 'string' },
    'fresh-template': { type: 'boolean', default: false },
    'seed-only': { type: 'boolean', default: false },
  },
});
const dataDir = values['data-dir'];
const template = values.template;
if (!template || (!dataDir && !values['seed-only'])) {
  throw new Error('usage: start-server.mjs --data-dir DIR --template DIR [--fresh-template] | --template DIR --seed-only');
}

/**
 * Seeds the template folder with e2e/seed-template.mjs: the backend's whole first-start seeding, demo images
 * included (a listening backend makes those only after it says it is ready), then a clean stop.
 */
async function seedTemplate() {
  rmSync(template, { recursive: true, force: true });
  mkdirSync(template, { recursive: true });
  return new Promise((resolve, reject) => {
    const env = { ...process.env, DATA_DIR: template };
    const seeding = spawn(process.execPath, [path.join(root, 'e2e/seed-template.mjs')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    seeding.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Seeding the e2e template failed (exit ${code ?? signal})`));
    });
  });
}

/** Starts the backend on a fresh copy of the template (seeding the template first when asked or missing). */
async function startOnCopy() {
  if (values['fresh-template'] || !existsSync(path.join(template, 'postgres', 'PG_VERSION'))) await seedTemplate();
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(path.dirname(dataDir), { recursive: true });
  // The template's PostgreSQL was stopped cleanly, so a copy is a consistent cluster (it picks a free port at start).
  // `cp -a` keeps owners and modes: as root, the files belong to the postgres user, and the cluster folder stays 0700.
  execFileSync('cp', ['-a', template, dataDir]);

  const server = spawn(process.execPath, [backendMain], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

if (values['seed-only']) await seedTemplate();
else await startOnCopy();
