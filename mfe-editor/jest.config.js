import { componentJestConfig } from '../jest.config.base.js';

// The editor's screens in jsdom, driven the way a user drives them (@testing-library).
export default componentJestConfig();
