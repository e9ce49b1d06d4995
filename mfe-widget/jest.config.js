import { componentJestConfig } from '../jest.config.base.js';

// Pure modules of the widget (its links, its month grid) in the node environment; its components' specs
// (*.spec.tsx) ask for jsdom in their docblock. The server entry's inline style sheet (`?raw`) reads as nothing.
const config = componentJestConfig({ testEnvironment: 'node' });
export default {
  ...config,
  moduleNameMapper: { '\\.css\\?raw$': '<rootDir>/../libs/ui/src/testing/empty-style-sheet.ts', ...config.moduleNameMapper },
};
