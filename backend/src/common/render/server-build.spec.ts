import { mkdtemp, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ServerBuild } from './server-build.js';

type Build = { readonly version: number };
const isBuild = (value: unknown): value is Build => typeof value === 'object' && value !== null && typeof (value as { version?: unknown }).version === 'number';

describe('ServerBuild: a front end server build, loaded again when deployed again', () => {
  let dir = '';
  let file = '';
  let deployedAt = Date.parse('2026-01-01T00:00:00Z') / 1000;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'server-build-'));
    file = path.join(dir, 'remote-server.cjs');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** Writes the file as a deployment does, each one with a later modification time. */
  async function deploy(source: string): Promise<void> {
    await writeFile(file, source);
    deployedAt += 60;
    await utimes(file, deployedAt, deployedAt);
  }

  it('answers null while the file is missing, then the module once it is deployed', async () => {
    const build = new ServerBuild(file, isBuild, 0);
    expect(await build.load()).toBeNull();
    await deploy('module.exports = { version: 1 };');
    expect((await build.load())?.module.version).toBe(1);
  });

  it('loads a redeployed file anew (not from the module cache), and keeps one that did not change', async () => {
    const build = new ServerBuild(file, isBuild, 0);
    await deploy('module.exports = { version: 1 };');
    const first = await build.load();
    expect(await build.load()).toBe(first);
    await deploy('module.exports = { version: 2 };');
    expect((await build.load())?.module.version).toBe(2);
    await unlink(file);
    expect(await build.load()).toBeNull();
  });

  it('rejects a file that does not export what its reader expects, or throws as it loads, and tries again later', async () => {
    const build = new ServerBuild(file, isBuild, 0);
    await deploy('module.exports = { renderPage: 1 };');
    await expect(build.load()).rejects.toThrow('does not export what its reader expects');
    await deploy("throw new Error('half deployed');");
    await expect(build.load()).rejects.toThrow('half deployed');
    await deploy('module.exports = { version: 3 };');
    expect((await build.load())?.module.version).toBe(3);
  });
});
