import { jestConfig } from '../../jest.config.base.js';

// The form kit's fields in jsdom, driven the way a user drives them (@testing-library/user-event).
const base = jestConfig({ testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'] });

export default {
  ...base,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/src/testing/jsdom-layout.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/testing-library-setup.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/src/testing/empty-style-sheet.ts', ...base.moduleNameMapper },
};
