import { jestConfig } from '../jest.config.base.js';

// Unit tests beside the code (*.spec.ts, in src/ and tools/) and integration tests that boot the whole app on a real
// PostgreSQL (*.int-spec.ts). The global setup starts one embedded PostgreSQL per run with a migrated
// template; each test file gets its own copy (src/testing/test-database.ts). testTimeout is a global
// option in jest (projects ignore it), so one config covers both.
export default {
  ...jestConfig({
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts', '<rootDir>/tools/**/*.spec.ts'],
    testTimeout: 60000,
  }),
  globalSetup: '<rootDir>/src/testing/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.mjs',
};
