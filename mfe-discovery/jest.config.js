import { componentJestConfig } from '../jest.config.base.js';

// Pure modules (URL <-> search state, pagination window, ad position, date fields...) in the node environment; the
// hooks' and components' specs (*.spec.tsx) ask for jsdom in their docblock.
export default componentJestConfig({ testEnvironment: 'node' });
