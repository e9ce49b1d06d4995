import { jestConfig } from '../jest.config.base.js';

// Unit tests beside the code (*.spec.ts) and integration tests that boot the whole app on a real
// embedded PostgreSQL (*.int-spec.ts). testTimeout is a global option in jest (projects ignore it),
// so one config covers both, with room for a PostgreSQL boot on a busy 2-core machine.
export default jestConfig({
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts'],
  testTimeout: 60000,
});
