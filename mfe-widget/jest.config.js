import { jestConfig } from '../jest.config.base.js';

// Pure modules of the widget (its links, its month grid): node environment.
export default { ...jestConfig(), testEnvironment: 'node' };
