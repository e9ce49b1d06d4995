import { componentJestConfig } from '../jest.config.base.js';

// Pure modules (form values, entry checks, venue choice) in the node environment; the components' specs
// (*.spec.tsx, in Spanish too) ask for jsdom in their docblock.
export default componentJestConfig({ testEnvironment: 'node' });
