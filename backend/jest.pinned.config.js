import { TIME_SENSITIVE_SUITES } from '../scripts/time-sensitive-suites.mjs';
import backend from './jest.config.js';

/** The region time the suites run at (scripts/test.mjs sets it); the project is not meant to run without one. */
const at = process.env.EVENTS_PINNED_CLOCK_AT;

const escaped = (pattern) => pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The backend's time-sensitive suites once more, with the product's clock pinned at a region time (CLOCK_AT, set per
// test file by the setup file). As a project of the main jest run rather than a run of its own, they share its
// PostgreSQL and migrated template (jest runs one global set-up per set-up file) and fill its workers' idle tail.
export default {
  ...backend,
  displayName: `backend @ ${at ?? 'unset'}`,
  testMatch: undefined,
  testRegex: TIME_SENSITIVE_SUITES.map((suite) => `${escaped(suite)}\\.ts$`),
  setupFiles: ['<rootDir>/src/testing/pinned-clock.setup.ts'],
};
