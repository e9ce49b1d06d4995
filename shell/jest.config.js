import { jestConfig } from '../jest.config.base.js';

// Unit tests of the shell's pure logic (route table, account menu items); screens are covered end to end.
export default jestConfig();
