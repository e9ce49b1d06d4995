// `npm run bench:bundle`: JavaScript the browser needs, gzip KB.
// - Shell before first paint: scripts a real Chromium finished loading before first-contentful-paint on /events/.
// - Each remote: remoteEntry + the exposed module's sync chunks, read from its mf-manifest.json, and each named lazy
//   chunk (`screen-*` per screen, `field-*` for the rich text and cropper fields) with what loads beside it.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { shellBeforeFirstPaint } from './shell-first-paint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['mfe-discovery', 'mfe-account', 'mfe-producer', 'mfe-editor', 'mfe-widget'];
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (file) => gzipSync(readFileSync(file)).length;

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], { cwd: root, stdio: 'ignore' });
if (build.status !== 0) throw new Error('build failed: run `npm run build` to see why');

/**
 * The named lazy chunks of a build (webpackChunkName "screen-..." per screen of a route table, "field-..." for the
 * form kit's heavy fields), each with the chunks its import loads beside it (its libraries): the compiled import is
 * `Promise.all([r.e(a), r.e(b), r.e(N)])` around the chunk's id N, which the remoteEntry maps to its name.
 */
function lazyChunks(dist, entryFile, files) {
  const ids = new Map([...readFileSync(path.join(dist, entryFile), 'utf8').matchAll(/(\d+):"((?:screen|field)-[\w-]+)"/g)].map((m) => [m[2], m[1]]));
  const sources = files.map((f) => readFileSync(path.join(dist, f), 'utf8'));
  const fileOfId = (id) => {
    const name = [...ids].find(([, chunkId]) => chunkId === id)?.[0] ?? id;
    return readdirSync(dist).find((f) => f.startsWith(`${name}.`) && f.endsWith('.js'));
  };
  return [...ids]
    .map(([name, id]) => {
      const loader = new RegExp(`Promise\\.all\\(\\[([^\\]]*\\w\\.e\\(${id}\\)[^\\]]*)\\]`);
      const group = sources.map((text) => loader.exec(text)?.[1]).find((g) => g !== undefined);
      const groupIds = group ? [...group.matchAll(/\w\.e\((\d+)\)/g)].map((m) => m[1]) : [id];
      const groupFiles = [...new Set(groupIds.map(fileOfId).filter((f) => f !== undefined))];
      return { name, size: groupFiles.reduce((n, f) => n + gz(path.join(dist, f)), 0), files: groupFiles.length };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function remoteSizes(remote) {
  const dist = path.join(root, remote, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const entryFile = path.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  const entry = gz(path.join(dist, entryFile));
  const exposed = manifest.exposes.map((e) => ({ name: e.path, sync: e.assets.js.sync.reduce((n, f) => n + gz(path.join(dist, f)), 0) }));
  const jsFiles = readdirSync(dist).filter((f) => f.endsWith('.js'));
  return { remote, entry, exposed, lazy: lazyChunks(dist, entryFile, jsFiles) };
}

const shell = await shellBeforeFirstPaint({ port: 4390 });
console.log('Shell (GET /events/ in Chromium, gzip):');
console.log(`  JS before first paint: ${kb(shell.before)} KB in ${shell.beforeCount} files (FCP ${shell.fcp.toFixed(0)} ms)`);
console.log(`  JS until the results show: ${kb(shell.untilContent)} KB in ${shell.allCount} files`);
console.log('\nRemotes (gzip):');
for (const remote of REMOTES) {
  const r = remoteSizes(remote);
  const parts = r.exposed.map((e) => `${e.name} ${kb(e.sync)} KB`).join(', ');
  console.log(`  ${remote.padEnd(14)} remoteEntry ${kb(r.entry)} KB; exposed: ${parts}`);
  for (const chunk of r.lazy) console.log(`  ${''.padEnd(14)} lazy ${chunk.name} ${kb(chunk.size)} KB in ${chunk.files} files (with its libraries)`);
}
