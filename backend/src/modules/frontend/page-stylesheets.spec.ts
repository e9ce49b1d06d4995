import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PageStylesheets } from './page-stylesheets.js';

describe('the stylesheets a rendered page carries inline', () => {
  const origin = 'http://events.example.org';
  let webRoot = '';

  beforeEach(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'events-page-stylesheets-'));
    await mkdir(path.join(webRoot, 'mfe-discovery', 'dist'), { recursive: true });
  });

  afterEach(() => rm(webRoot, { recursive: true, force: true }));

  it("reads a remote's file by its absolute URL, ready for a <style> element", async () => {
    const href = 'http://events.example.org/remotes/mfe-discovery/a.0123abcd.css';
    await writeFile(path.join(webRoot, 'mfe-discovery', 'dist', 'a.0123abcd.css'), 'a::after{content:"</style>"}');
    const texts = await new PageStylesheets(webRoot).texts([href], origin);
    expect(texts.get(href)).toBe('a::after{content:"<\\/style>"}');
  });

  it('has no text for a file not there, and reads it once it is (a deploy under way)', async () => {
    const stylesheets = new PageStylesheets(webRoot);
    const href = '/remotes/mfe-discovery/b.0123abcd.css';
    expect((await stylesheets.texts([href], origin)).has(href)).toBe(false);
    await writeFile(path.join(webRoot, 'mfe-discovery', 'dist', 'b.0123abcd.css'), 'b{}');
    expect((await stylesheets.texts([href], origin)).get(href)).toBe('b{}');
  });
});
