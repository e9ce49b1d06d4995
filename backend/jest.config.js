import { TIME_SENSITIVE_SUITE_PATTERNS } from '../scripts/time-sensitive-suites.mjs';
import { jestConfig } from '../jest.config.base.js';

/**
 * Set when the run also runs the time-sensitive suites with the product's clock pinned (the project
 * jest.pinned.config.js, scripts/test.mjs): this project then leaves them to it, so each runs once, at a known time.
 */
const pinnedElsewhere = process.env.EVENTS_PINNED_CLOCK_AT !== undefined;

// Unit tests beside the code (*.spec.ts, in src/ and tools/) and integration tests that boot the whole app on a real
// PostgreSQL (*.int-spec.ts; in tools/, the cluster behind nginx). The global setup starts one embedded PostgreSQL per
// run with a migrated template; each test file gets its own copy (src/testing/test-database.ts). testTimeout is a global
// option in jest (projects ignore it), so one config covers both.
export default {
  ...jestConfig({
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts', '<rootDir>/tools/**/*.spec.ts', '<rootDir>/tools/**/*.int-spec.ts'],
    testTimeout: 60000,
  }),
  testPathIgnorePatterns: ['/node_modules/', ...(pinnedElsewhere ? TIME_SENSITIVE_SUITE_PATTERNS : [])],
  globalSetup: '<rootDir>/src/testing/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.mjs',
};
