import { componentJestConfig } from '../jest.config.base.js';

// Pure modules of the widget (its links, its month grid) in the node environment; its components' specs
// (*.spec.tsx) ask for jsdom in their docblock.
export default componentJestConfig({ testEnvironment: 'node' });
