import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { shellDist } from './web-files.js';

type Cached = { readonly file: string; readonly mtimeMs: number; readonly html: string };

/** The built shell's index.html, read once per change of the file; null while the shell is not built. */
export class ShellIndexReader {
  private cached: Cached | null = null;

  constructor(private readonly webRoot: string) {}

  async read(): Promise<string | null> {
    const file = path.join(shellDist(this.webRoot), 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return null;
    }
    if (this.cached && this.cached.file === file && this.cached.mtimeMs === mtimeMs) return this.cached.html;
    const html = await readFile(file, 'utf8');
    this.cached = { file, mtimeMs, html };
    return html;
  }
}
