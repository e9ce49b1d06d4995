import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { sharedSingletonDirs } from './shared-singletons.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const shellDir = path.join(repoRoot, 'shell');
const inRepo = (dirs: readonly string[]) => dirs.map((dir) => path.relative(repoRoot, dir).split(path.sep).join('/'));

describe('sharedSingletonDirs', () => {
  const { packages, workspaceLibs } = sharedSingletonDirs(shellDir);

  it('names the shared npm packages with the packages they bring (the host bundles them in one chunk)', () => {
    expect(inRepo(packages)).toEqual(
      expect.arrayContaining([
        'node_modules/react',
        'node_modules/react-dom',
        'node_modules/scheduler',
        'node_modules/zustand',
        'node_modules/@tanstack/react-query',
        'node_modules/@tanstack/query-core',
        // @events/router re-exports part of it.
        'node_modules/react-router',
      ]),
    );
  });

  it('names the shared workspace libs by their folders, and no lib they depend on', () => {
    expect(inRepo(workspaceLibs)).toEqual(['libs/api-client', 'libs/router']);
    expect(inRepo(packages).filter((dir) => !dir.startsWith('node_modules/'))).toEqual([]);
  });
});
