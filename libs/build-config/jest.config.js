import { jestConfig } from '../../jest.config.base.js';

// shared-router.spec.ts builds a small federated app with rspack (a few seconds on a slow core).
export default jestConfig({ testTimeout: 120_000 });
