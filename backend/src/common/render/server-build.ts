import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';

const requireBuild = createRequire(import.meta.url);

/** A loaded server build and the modification time of the file it came from. */
export type LoadedBuild<T> = { readonly module: T; readonly mtimeMs: number };

/**
 * A front end's server build (a CommonJS file in its dist-server folder: the widget's, the shell's, a remote's),
 * required at run time, since the backend never imports a front-end package when it is built. A rebuilt file (newer
 * mtime) is required again, out of Node's module cache (which an import with a query string would not leave: the
 * CommonJS loader keys it by path); the mtime is looked at again at most once a second. The packages it leaves
 * external (react, ...) stay loaded once. Answers null while the file is missing; rejects when it does not export what
 * `check` wants.
 */
export class ServerBuild<T> {
  private loaded: Promise<LoadedBuild<T> | null> | undefined;
  private checkedAt = 0;

  constructor(
    readonly file: string,
    private readonly check: (value: unknown) => value is T,
  ) {}

  async load(): Promise<LoadedBuild<T> | null> {
    const now = Date.now();
    const current = this.loaded;
    if (current !== undefined && now - this.checkedAt < 1000) return current;
    this.checkedAt = now;
    const mtimeMs = await stat(this.file).then(
      (s) => s.mtimeMs,
      () => null,
    );
    const previous = current === undefined ? null : await current.catch(() => null);
    if (mtimeMs === null) {
      this.loaded = Promise.resolve(null);
      return null;
    }
    if (previous !== null && previous.mtimeMs === mtimeMs) return previous;
    const loading = (async () => {
      delete requireBuild.cache[this.file];
      const exported = requireBuild(this.file) as unknown;
      const module = this.check(exported) ? exported : null;
      if (module === null) throw new Error(`${this.file} does not export what its reader expects`);
      return { module, mtimeMs };
    })();
    this.loaded = loading;
    loading.catch(() => {
      if (this.loaded === loading) this.loaded = undefined;
    });
    return loading;
  }
}
