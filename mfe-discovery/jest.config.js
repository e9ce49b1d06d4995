import { jestConfig } from '../jest.config.base.js';

// Pure modules only (URL <-> search state, pagination window, ad position, date fields...): node environment.
export default { ...jestConfig(), testEnvironment: 'node' };
