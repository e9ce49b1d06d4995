import { jestConfig } from '../jest.config.base.js';

// Pure modules only (form values, entry checks, venue choice): node environment.
export default { ...jestConfig(), testEnvironment: 'node' };
