// Shared jest set-up: ESM + @swc/jest, workspace libs resolved to their TypeScript sources.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(fileURLToPath(import.meta.url));

/** @param {{ testMatch?: string[], testTimeout?: number }} [options] */
export function jestConfig(options = {}) {
  return {
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true, tsx: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
            target: 'es2023',
            keepClassNames: true,
          },
          module: { type: 'es6' },
        },
      ],
    },
    moduleNameMapper: {
      '^@events/(contracts|domain|api-client)/(.*)$': `${root}/libs/$1/src/$2`,
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testMatch: options.testMatch ?? ['<rootDir>/src/**/*.spec.ts'],
    testTimeout: options.testTimeout ?? 10000,
  };
}

const uiTesting = `${root}/libs/ui/src/testing`;

/**
 * The set-up of a front end's React component specs (*.spec.tsx beside the *.spec.ts): jsdom, or the node
 * environment where only the component specs ask for jsdom in their docblock; what jsdom lacks (jsdom-globals);
 * libs/ui's testing-library set-up; style sheets imported as nothing.
 * @param {{ testEnvironment?: 'jsdom' | 'node', setupFiles?: string[] }} [options]
 */
export function componentJestConfig(options = {}) {
  const base = jestConfig({ testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'] });
  return {
    ...base,
    testEnvironment: options.testEnvironment ?? 'jsdom',
    setupFiles: [`${uiTesting}/jsdom-globals.mjs`, ...(options.setupFiles ?? [])],
    setupFilesAfterEnv: [`${uiTesting}/testing-library-setup.ts`],
    moduleNameMapper: { '\\.css$': `${uiTesting}/empty-style-sheet.ts`, ...base.moduleNameMapper },
  };
}
