import { componentJestConfig } from '../../jest.config.base.js';

// The role gate's decision in node; the shared list components (PagedList) in jsdom, asked for in their docblock.
export default componentJestConfig({ testEnvironment: 'node' });
