import { jestConfig } from '../jest.config.base.js';

// Two projects: unit tests beside the code (*.spec.ts) and integration tests that boot the whole
// app on a real embedded PostgreSQL (*.int-spec.ts), which get a longer timeout.
export default {
  projects: [
    { ...jestConfig({ testMatch: ['<rootDir>/src/**/*.spec.ts'] }), displayName: 'unit' },
    { ...jestConfig({ testMatch: ['<rootDir>/src/**/*.int-spec.ts'], testTimeout: 60000 }), displayName: 'int' },
  ],
};
