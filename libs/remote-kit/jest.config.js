import { jestConfig } from '../../jest.config.base.js';

// Pure modules only (the role gate's decision); the components are covered end to end.
export default jestConfig();
