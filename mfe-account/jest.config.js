import { jestConfig } from '../jest.config.base.js';

// Pure modules only (list parameters, card lines, failure reasons): node environment.
export default { ...jestConfig(), testEnvironment: 'node' };
