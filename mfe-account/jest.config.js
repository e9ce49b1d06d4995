import { componentJestConfig } from '../jest.config.base.js';

// Pure modules (list parameters, card lines, failure reasons) in the node environment; the components' specs
// (*.spec.tsx) ask for jsdom in their docblock.
export default componentJestConfig({ testEnvironment: 'node' });
