import { componentJestConfig } from '../../jest.config.base.js';

// The form kit's fields in jsdom, driven the way a user drives them (@testing-library/user-event).
export default componentJestConfig({ setupFiles: ['<rootDir>/src/testing/jsdom-layout.ts'] });
