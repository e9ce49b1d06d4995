// Lint rules that carry the house plan: module boundaries, file names, no `any`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const REMOTES = ['mfe-discovery', 'mfe-account', 'mfe-producer', 'mfe-editor', 'mfe-widget'];
const TEST_FILES = ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.spec.tsx'];

/**
 * react-router is reached through `@events/router` (libs/router), the shared singleton that names the part the
 * front ends use: a second copy of react-router would be a second routing context, and sharing the package
 * itself ships all of it (README "Shared singletons").
 */
const ROUTER_ENTRY = {
  name: 'react-router',
  message: "Import the router from '@events/router': the front ends share that lean entry, not react-router.",
};

/**
 * Imports a package may never make, by workspace name and by relative path into another top-level folder; and
 * react-router itself, except in the lib that re-exports it (`routerEntry: true`).
 */
function forbid(packages, folders, message, { routerEntry = false } = {}) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: routerEntry ? [] : [ROUTER_ENTRY],
        patterns: [
          { group: packages, message },
          { group: folders.map((f) => `**/${f}/**`), message },
        ],
      },
    ],
  };
}

/**
 * Feature folders of a front end (`<app>/src/features/<name>`), read from disk so a new feature is covered
 * without editing this file.
 */
function featuresOf(app) {
  try {
    return readdirSync(path.join(import.meta.dirname, app, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * bulletproof-react's rule, per front end: a feature imports its own files, the app's shared `components`,
 * `hooks` and `utils`, the app's own modules (`src/app`) and libs; never another feature's internals. Shared
 * pieces never import a feature or `src/app`. The route table (`src/app`) is where features meet.
 */
function featureBoundaries(app) {
  const src = `./${app}/src`;
  const shared = ['components', 'hooks', 'utils'].map((folder) => `${src}/${folder}`);
  return [
    ...featuresOf(app).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move the shared piece up to src/components, src/hooks or src/utils, or down to a lib.',
    })),
    { target: shared, from: [`${src}/features`, `${src}/app`], message: 'Shared components, hooks and utils never import a feature or the route table.' },
  ];
}

/**
 * How import-x resolves imports to files (for the boundaries and the cycle check): TypeScript sources,
 * workspace libs through their `source`/`types` export conditions, and the `.js` suffixes of Node-ESM code
 * (libs, backend) mapped to the `.ts` files they name.
 */
const importXSettings = {
  'import-x/resolver-next': [
    createNodeResolver({
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      conditionNames: ['source', 'types', 'import', 'default'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    }),
  ],
  // The files import-x parses to follow their imports (no-cycle reads each module it reaches).
  'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

/**
 * No import circle among the given files (import-x's no-cycle over the resolved graph). Type-only imports
 * do not count (they vanish at build time); packages outside the workspace are not followed. The resolver maps
 * the backend's `.js` suffixes to its `.ts` sources, so the same block covers the backend.
 */
function importCycles(files) {
  return {
    files,
    // No file imports a test file, so no circle passes through one: walking the graph from each test file again
    // finds nothing the walk from the files it imports has not.
    ignores: TEST_FILES,
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
  };
}

const FRONT_ENDS = ['shell', ...REMOTES];

const APPS = ['@events/shell', '@events/backend', '@events/e2e', ...REMOTES.map((r) => `@events/${r}`)];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-tools/**', '**/dist-server/**', '**/node_modules/**', '.nx/**', '.data/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/src/**/*.{ts,tsx}', 'e2e/tests/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}', 'libs/api-client/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Remotes never import each other, the shell or the backend.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: forbid(
      APPS.filter((a) => a !== `@events/${remote}`),
      ['shell', 'backend', ...REMOTES.filter((r) => r !== remote)],
      'A remote imports only libs; share through libs/* or the federated session module.',
    ),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: forbid(
      APPS.filter((a) => a !== '@events/shell'),
      ['backend', ...REMOTES],
      'The shell loads remotes only through the runtime registry, never by import.',
    ),
  },
  {
    files: ['backend/**/*.ts'],
    rules: forbid(
      [...APPS.filter((a) => a !== '@events/backend'), '@events/ui', '@events/ui/*', '@events/api-client', '@events/api-client/*', 'react', 'react-dom'],
      ['shell', ...REMOTES],
      'The backend never imports a front-end package.',
    ),
  },
  // One feature never reaches into another (house rule 7; STYLE.md "Adopt from the anchors").
  {
    files: FRONT_ENDS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: FRONT_ENDS.flatMap(featureBoundaries) }],
    },
  },
  // No import circles in the shell and the remotes.
  importCycles(FRONT_ENDS.map((app) => `${app}/src/**/*.{ts,tsx}`)),
  // File-level cycles in the backend; cycles between its module folders are checked by
  // backend/src/common/module-graph.spec.ts.
  // The module-graph test's fixture holds a cycle on purpose.
  { ...importCycles(['backend/src/**/*.ts']), ignores: [...TEST_FILES, 'backend/src/testing/module-graph-fixture/**'] },
  {
    files: ['libs/**/*.{ts,tsx}'],
    rules: forbid(APPS, ['shell', 'backend', 'e2e', ...REMOTES], 'Libs never import apps.'),
  },
  {
    files: ['libs/router/src/router.ts'],
    rules: forbid(APPS, ['shell', 'backend', 'e2e', ...REMOTES], 'Libs never import apps.', { routerEntry: true }),
  },
  // contracts and domain run in Node and in the browser alike (their tests run in Node only).
  {
    files: ['libs/contracts/src/**/*.ts', 'libs/domain/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: APPS, message: 'Libs never import apps.' },
            { group: ['**/shell/**', '**/backend/**', '**/mfe-*/**'], message: 'Libs never import apps.' },
            { group: ['node:*', 'fs', 'path', 'os', 'crypto', 'react', 'react-dom'], message: 'contracts and domain run in Node and the browser: no Node built-ins, no DOM.' },
          ],
        },
      ],
    },
  },
  // Words are data (issue 31, DESIGN.md): an interface string is a message of the app's catalogue, never a literal
  // in a component's markup or in a label, placeholder, title, alt or ARIA text; and each message is one catalogue
  // entry with its English wording beside its id (scripts/i18n.mjs extracts and checks the catalogues).
  {
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'libs/ui/src/**/*.tsx', 'libs/remote-kit/src/**/*.tsx'],
    ignores: [...TEST_FILES, '**/testing/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '{label,placeholder,title,alt,summary,description,heading}']] } }],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-plurals': 'error',
    },
  },
  {
    files: TEST_FILES,
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
