// The message catalogues (issue 31, DESIGN.md "Words are data"): `node scripts/i18n.mjs extract` writes each
// catalogue's English file from the messages its sources define (FormatJS `defineMessages` / `formatMessage`, the
// English wording beside each id); `node scripts/i18n.mjs check` (part of `npm test`) fails when an English file is
// not what its sources define, when another language's file lacks a message or has one the sources no longer
// define, or when a translation does not parse as ICU or names other arguments than the English.
// The languages are libs/contracts/src/languages.ts's: each has a file beside every English one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each catalogue: its folder (`<dir>/src/i18n/messages`) and the folders whose sources define its messages (its own
 * `src` unless listed). libs/remote-kit has no catalogue of its own: its components' messages (ids `remoteKit.*`) are
 * libs/ui's, which every app merges under its own.
 */
const SOURCES = { 'libs/ui': ['libs/ui', 'libs/remote-kit'] };
const CATALOGUES = ['shell', 'mfe-discovery', 'mfe-account', 'mfe-producer', 'mfe-editor', 'mfe-widget', 'libs/ui', 'backend']
  .map((dir) => ({ dir, sources: SOURCES[dir] ?? [dir], messages: path.join(root, dir, 'src', 'i18n', 'messages') }))
  .filter((catalogue) => existsSync(catalogue.messages));

function languages() {
  const source = readFileSync(path.join(root, 'libs', 'contracts', 'src', 'languages.ts'), 'utf8');
  const list = source.slice(source.indexOf('export const LANGUAGES'), source.indexOf('];', source.indexOf('export const LANGUAGES')));
  return [...list.matchAll(/code: '([a-z]{2,3}(?:-[A-Za-z0-9]+)*)'/g)].map((match) => match[1]);
}

/** The English catalogue the sources of `catalogue` define, sorted by id. */
function extracted(catalogue) {
  const out = mkdtempSync(path.join(tmpdir(), 'i18n-'));
  const file = path.join(out, 'en.json');
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', '@formatjs', 'cli', 'bin', 'formatjs'),
      'extract',
      ...catalogue.sources.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
      '--ignore',
      '**/*.spec.ts',
      '--ignore',
      '**/*.spec.tsx',
      '--ignore',
      '**/*.int-spec.ts',
      '--ignore',
      '**/*.d.ts',
      '--format',
      'simple',
      '--throws',
      '--out-file',
      file,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`formatjs extract failed for ${catalogue.dir}:\n${result.stderr}`);
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(out, { recursive: true, force: true });
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
}

const text = (messages) => `${JSON.stringify(messages, null, 2)}\n`;

/** The argument names an ICU message uses (`{name}`, `{count, plural, ...}`, `<b>...</b>` tags), nested ones too. */
function argumentsOf(elements, names = new Set()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, names);
  }
  return names;
}

function extract() {
  for (const catalogue of CATALOGUES) {
    const english = extracted(catalogue);
    writeFileSync(path.join(catalogue.messages, 'en.json'), text(english));
    console.log(`${path.relative(root, catalogue.messages)}/en.json: ${Object.keys(english).length} messages`);
  }
}

function check() {
  const problems = [];
  const others = languages().filter((code) => code !== 'en');
  for (const catalogue of CATALOGUES) {
    const folder = path.relative(root, catalogue.messages);
    const english = extracted(catalogue);
    const written = existsSync(path.join(catalogue.messages, 'en.json')) ? readFileSync(path.join(catalogue.messages, 'en.json'), 'utf8') : '';
    if (written !== text(english)) problems.push(`${folder}/en.json is not what the sources define: run \`node scripts/i18n.mjs extract\``);
    for (const code of others) {
      const file = path.join(catalogue.messages, `${code}.json`);
      if (!existsSync(file)) {
        problems.push(`${folder}/${code}.json is missing`);
        continue;
      }
      const translated = JSON.parse(readFileSync(file, 'utf8'));
      for (const id of Object.keys(english)) if (!(id in translated)) problems.push(`${folder}/${code}.json lacks "${id}"`);
      for (const [id, message] of Object.entries(translated)) {
        if (!(id in english)) {
          problems.push(`${folder}/${code}.json has "${id}", which no source defines`);
          continue;
        }
        try {
          const want = [...argumentsOf(parse(english[id]))].sort().join(', ');
          const got = [...argumentsOf(parse(message))].sort().join(', ');
          if (want !== got) problems.push(`${folder}/${code}.json "${id}" uses {${got}}, the English {${want}}`);
        } catch (error) {
          problems.push(`${folder}/${code}.json "${id}" is not ICU MessageFormat: ${error.message}`);
        }
      }
    }
    const files = readdirSync(catalogue.messages).filter((name) => name.endsWith('.json'));
    console.log(`${folder}: ${Object.keys(english).length} messages in ${files.join(', ')}`);
  }
  if (problems.length > 0) {
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(`i18n check: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('i18n check: every catalogue complete');
}

const command = process.argv[2];
if (command === 'extract') extract();
else if (command === 'check') check();
else {
  console.error('usage: node scripts/i18n.mjs extract|check');
  process.exit(2);
}
