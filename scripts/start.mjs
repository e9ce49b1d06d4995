// `npm start`: build what is missing (Nx replays cached builds), then run the backend, which serves
// the API, the shell and every remote on one port. Ctrl-C stops it and its embedded PostgreSQL.
import './node-version.mjs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

console.log('Building (cached parts are reused)…');
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The backend's Node.js options (backend/src/config/backend-node-flags.ts), from the build just made.
const { BACKEND_NODE_FLAGS } = await import('../backend/dist/config/backend-node-flags.js');
const backend = spawn(process.execPath, [...BACKEND_NODE_FLAGS, 'backend/dist/main.js'], { cwd: root, stdio: 'inherit' });
// The backend stops its embedded PostgreSQL on SIGINT/SIGTERM; pass the signal on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => backend.kill(signal));
backend.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
