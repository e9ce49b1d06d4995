// `npm run typecheck`: every TypeScript file of the repository checked once, one program at a time.
// The browser front ends (shell, the five remotes, libs/ui and libs/remote-kit) share one set of compiler options, so
// they are one program (tsconfig.web.json): libs/ui, libs/contracts and React's types are read and checked once
// instead of once per front end (13 s instead of 55 s here). Projects with options of their own (Node-ESM libs, the
// backend's decorators, the e2e suite) keep their own tsconfig. Each front end's own tsconfig stays for editors and
// for `nx run <project>:typecheck`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// TypeScript 7's native compiler checks the repository in 12 s and 20 CPU-seconds here, against 175 CPU-seconds for
// TypeScript 6 (it runs its checkers on threads, so one program at a time keeps both cores busy). typescript-eslint
// supports TypeScript below 6.1 only, so `typescript` stays at 6 for lint and editors; 7 is installed beside it as
// the package alias `typescript-7` and used here by path, whichever of the two `node_modules/.bin/tsc` links to.
const TSC = path.join(root, 'node_modules/typescript-7/bin/tsc');

const TYPECHECK_PROGRAMS = [
  'tsconfig.web.json',
  // The shell's service worker runs in a worker's scope, not a page's: its own program, with the WebWorker library.
  'shell/src/service-worker/worker/tsconfig.json',
  'backend/tsconfig.json',
  'libs/contracts/tsconfig.json',
  'e2e/tsconfig.json',
  'libs/domain/tsconfig.json',
  'libs/api-client/tsconfig.json',
  'libs/build-config/tsconfig.json',
];

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '-p', project, '--noEmit'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok    ' : 'FAILED'} ${project} (${seconds} s)\n${code === 0 ? '' : Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

const results = [];
for (const project of TYPECHECK_PROGRAMS) results.push(await check(project));
process.exitCode = results.every(Boolean) ? 0 : 1;
