import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { RECHECK_MS } from './published-files.js';
import { shellDist } from './web-files.js';

type Cached = { readonly file: string; readonly mtimeMs: number; readonly html: string };


/**
 * The built shell's index.html, read once per change of the file; null while the shell is not built. Its mtime is
 * looked at once per RECHECK_MS: every page starts from the file, and a stat per page was 1.5% of the backend's CPU
 * under load (bench:ssr).
 */
export class ShellIndexReader {
  private cached: Cached | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;

  /** `elapsedMs`: a monotonic count of milliseconds that times the re-checks (the process's own by default). */
  constructor(
    private readonly webRoot: string,
    private readonly elapsedMs: () => number = () => performance.now(),
  ) {}

  async read(): Promise<string | null> {
    const file = path.join(shellDist(this.webRoot), 'index.html');
    const now = this.elapsedMs();
    if (this.cached?.file === file && now - this.checkedAt < RECHECK_MS) return this.cached.html;
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      this.cached = null;
      return null;
    }
    this.checkedAt = now;
    if (this.cached && this.cached.file === file && this.cached.mtimeMs === mtimeMs) return this.cached.html;
    const html = await readFile(file, 'utf8');
    this.cached = { file, mtimeMs, html };
    return html;
  }
}
