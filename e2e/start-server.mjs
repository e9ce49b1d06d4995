// Starts one backend of the end-to-end run on a copy of one seeded data folder: the demo region is seeded once per
// run (`--fresh-template`, given to the first server) instead of once per server. Playwright starts its web servers
// one after another, so the later servers find the template the first one made.
//   node e2e/start-server.mjs --data-dir DIR --template DIR [--fresh-template]
// The backend's environment (PORT, CLOCK_AT, …) passes through; DATA_DIR is the copy.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const backendMain = path.join(root, 'backend/dist/main.js');
const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, template: { type: 'string' }, 'fresh-template': { type: 'boolean', default: false } },
});
const dataDir = values['data-dir'];
const template = values.template;
if (!dataDir || !template) throw new Error('usage: start-server.mjs --data-dir DIR --template DIR [--fresh-template]');

/** A port nothing listens on now, for the seeding run. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Runs the backend on the template folder until it is ready (migrated and seeded), then stops it cleanly. */
async function seedTemplate() {
  rmSync(template, { recursive: true, force: true });
  mkdirSync(template, { recursive: true });
  const port = await freePort();
  return new Promise((resolve, reject) => {
    const env = { ...process.env, DATA_DIR: template, PORT: String(port), HOST: '127.0.0.1' };
    const seeding = spawn(process.execPath, [backendMain], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let ready = false;
    seeding.stdout.on('data', (chunk) => {
      if (!ready && String(chunk).includes('Ready:')) {
        ready = true;
        seeding.kill('SIGTERM');
      }
    });
    seeding.on('exit', (code, signal) => {
      if (ready) resolve();
      else reject(new Error(`Seeding the e2e template failed (exit ${code ?? signal})`));
    });
  });
}

if (values['fresh-template'] || !existsSync(path.join(template, 'postgres', 'PG_VERSION'))) await seedTemplate();
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.dirname(dataDir), { recursive: true });
// The template's PostgreSQL was stopped cleanly, so a copy is a consistent cluster (it picks a free port at start).
// `cp -a` keeps owners and modes: as root, the files belong to the postgres user, and the cluster folder stays 0700.
execFileSync('cp', ['-a', template, dataDir]);

const server = spawn(process.execPath, [backendMain], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
