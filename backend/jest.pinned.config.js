import { TIME_SENSITIVE_SUITE_PATTERNS } from '../scripts/time-sensitive-suites.mjs';
import backend from './jest.config.js';

/** The region time the suites run at (scripts/test.mjs sets it); the project is not meant to run without one. */
const at = process.env.EVENTS_PINNED_CLOCK_AT;

// The backend's time-sensitive suites with the product's clock pinned at a region time (CLOCK_AT, set per test file
// by the setup file); the main backend project leaves them out meanwhile. As a project of the main jest run rather
// than a run of its own, they share its PostgreSQL and migrated template (jest runs one global set-up per set-up file)
// and fill its workers' idle tail.
export default {
  ...backend,
  displayName: `backend @ ${at ?? 'unset'}`,
  testMatch: undefined,
  testRegex: TIME_SENSITIVE_SUITE_PATTERNS,
  testPathIgnorePatterns: ['/node_modules/'],
  setupFiles: ['<rootDir>/src/testing/pinned-clock.setup.ts'],
};
