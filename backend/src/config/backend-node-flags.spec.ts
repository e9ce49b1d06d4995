import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BACKEND_NODE_FLAGS } from './backend-node-flags.js';
import { BACKEND_ROOT } from './project-paths.js';

describe('BACKEND_NODE_FLAGS', () => {
  // A production instance runs `npm start -w @events/backend`: a JSON script cannot import the list, so it repeats it.
  it("are the options of the backend package's own start script", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(BACKEND_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
    expect(scripts.start).toBe(['node', ...BACKEND_NODE_FLAGS, 'dist/main.js'].join(' '));
  });
});
