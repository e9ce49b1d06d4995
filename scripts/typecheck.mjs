// `npm run typecheck`: every TypeScript file of the repository checked once, two programs at a time.
// The browser front ends (shell, the five remotes, libs/ui and libs/remote-kit) share one set of compiler options, so
// they are one program (tsconfig.web.json): libs/ui, libs/contracts and React's types are read and checked once
// instead of once per front end (13 s instead of 55 s here). Projects with options of their own (Node-ESM libs, the
// backend's decorators, the e2e suite) keep their own tsconfig. Each front end's own tsconfig stays for editors and
// for `nx run <project>:typecheck`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSC = path.join(root, 'node_modules/typescript/bin/tsc');

/** Longest first, so the two lanes end together. */
const TYPECHECK_PROGRAMS = [
  'tsconfig.web.json',
  'backend/tsconfig.json',
  'libs/contracts/tsconfig.json',
  'e2e/tsconfig.json',
  'libs/domain/tsconfig.json',
  'libs/api-client/tsconfig.json',
  'libs/build-config/tsconfig.json',
];
const LANES = 2;

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

const queue = [...TYPECHECK_PROGRAMS];
const results = [];
await Promise.all(
  Array.from({ length: LANES }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);
process.exitCode = results.every(Boolean) ? 0 : 1;
