// Lint rules that carry the house plan: module boundaries, file names, no `any`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const REMOTES = ['mfe-discovery', 'mfe-account', 'mfe-producer', 'mfe-editor', 'mfe-widget'];

/** Imports a package may never make, by workspace name and by relative path into another top-level folder. */
function forbid(packages, folders, message) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: packages, message },
          { group: folders.map((f) => `**/${f}/**`), message },
        ],
      },
    ],
  };
}

const APPS = ['@events/shell', '@events/backend', '@events/e2e', ...REMOTES.map((r) => `@events/${r}`)];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-tools/**', '**/node_modules/**', '.nx/**', '.data/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**'],
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
  {
    files: ['libs/**/*.{ts,tsx}'],
    rules: forbid(APPS, ['shell', 'backend', 'e2e', ...REMOTES], 'Libs never import apps.'),
  },
  // contracts and domain run in Node and in the browser alike.
  {
    files: ['libs/contracts/src/**/*.ts', 'libs/domain/src/**/*.ts'],
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
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.spec.tsx'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
