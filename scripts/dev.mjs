// `npm run dev`: the backend rebuilt and restarted on change, plus an rspack dev server (HMR) per front end.
// The backend's remote registry points at the dev servers, so the shell on :4200 loads live remotes.
import './node-version.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BACKEND_PORT = Number(process.env.PORT ?? 3000);
const FRONT_ENDS = [
  { name: 'shell', port: 4200 },
  { name: 'mfe-discovery', port: 4201 },
  { name: 'mfe-account', port: 4202 },
  { name: 'mfe-producer', port: 4203 },
  { name: 'mfe-editor', port: 4204 },
  { name: 'mfe-widget', port: 4205 },
];

const remoteUrls = Object.fromEntries(
  FRONT_ENDS.filter((f) => f.name.startsWith('mfe-') && f.name !== 'mfe-widget').map((f) => [
    `REMOTE_${f.name.toUpperCase().replace(/-/g, '_')}_URL`,
    `http://localhost:${f.port}/mf-manifest.json`,
  ]),
);

const children = new Set();

function prefixed(name, child) {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
    });
  }
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function buildLibsAndBackend() {
  return spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', '@events/backend', '--output-style=static'], {
    cwd: root,
    stdio: 'inherit',
  }).status === 0;
}

let backend = null;
function startBackend() {
  backend = prefixed(
    'backend',
    spawn(process.execPath, ['backend/dist/main.js'], {
      cwd: root,
      env: { ...process.env, PORT: String(BACKEND_PORT), CORS_ORIGINS: 'http://localhost:4200', ...remoteUrls },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

function restartBackend() {
  if (!buildLibsAndBackend()) return console.log('[backend] build failed; waiting for the next change');
  if (!backend || backend.exitCode !== null) return startBackend();
  backend.once('exit', startBackend);
  backend.kill('SIGTERM');
}

if (!buildLibsAndBackend()) process.exit(1);
startBackend();

let timer;
for (const dir of ['backend/src', 'libs/contracts/src', 'libs/domain/src']) {
  watch(path.join(root, dir), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(restartBackend, 300);
  });
}

for (const { name, port } of FRONT_ENDS) {
  prefixed(
    name,
    spawn('npx', ['rspack', 'serve', '--mode', 'development', '--port', String(port)], {
      cwd: path.join(root, name),
      env: { ...process.env, BACKEND_URL: `http://localhost:${BACKEND_PORT}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

console.log('\nDev servers starting: open http://localhost:4200/ (API on http://localhost:%d)\n', BACKEND_PORT);

function shutdown() {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
