import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ShellIndexReader } from './shell-index.js';

describe('ShellIndexReader', () => {
  let webRoot = '';
  let elapsed = 0;
  const indexFile = () => path.join(webRoot, 'shell', 'dist', 'index.html');
  async function deploy(html: string, mtimeSeconds: number): Promise<void> {
    await writeFile(indexFile(), html);
    await utimes(indexFile(), mtimeSeconds, mtimeSeconds);
  }

  beforeEach(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'events-shell-index-'));
    await mkdir(path.dirname(indexFile()), { recursive: true });
    elapsed = 0;
  });
  afterEach(() => rm(webRoot, { recursive: true, force: true }));

  it('reads the page once per change of the file, looking at the file at most once a second', async () => {
    const reader = new ShellIndexReader(webRoot, () => elapsed);
    await deploy('<title>first</title>', 1_000);
    expect(await reader.read()).toBe('<title>first</title>');
    await deploy('<title>second</title>', 2_000);
    elapsed = 999;
    expect(await reader.read()).toBe('<title>first</title>');
    elapsed = 1_000;
    expect(await reader.read()).toBe('<title>second</title>');
  });

  it('answers null while the shell is not built, and the page once it is', async () => {
    const reader = new ShellIndexReader(webRoot, () => elapsed);
    expect(await reader.read()).toBeNull();
    await deploy('<title>built</title>', 1_000);
    expect(await reader.read()).toBe('<title>built</title>');
    await rm(indexFile());
    elapsed = 1_000;
    expect(await reader.read()).toBeNull();
  });
});
