import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileFunction } from 'node:vm';

/**
 * Runs CommonJS source as Node's loader does (its own `module`, `exports`, and a `require` resolving from `file`'s
 * folder), but anew on each call: Node's module cache, keyed by path, would answer a redeployed file's first version.
 * `file` names it in stack traces; `requireFrom`, where its own imports resolve (by default its folder).
 */
export function runCommonJsSource(source: string, file: string, requireFrom: string = file): unknown {
  const run = compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
  const module: { exports: unknown } = { exports: {} };
  run.call(module.exports, module.exports, createRequire(requireFrom), module, file, path.dirname(file));
  return module.exports;
}

async function runCommonJs(file: string): Promise<unknown> {
  return runCommonJsSource(await readFile(file, 'utf8'), file);
}

/** A loaded server build and the modification time of the file it came from. */
export type LoadedBuild<T> = { readonly module: T; readonly mtimeMs: number };

/**
 * A front end's server build in its dist-server folder (a CommonJS file: the widget's, the shell's; a remote's is the
 * one its manifest names, PublishedRemoteBuilds of the frontend module), loaded at run time, since the backend never
 * imports a front-end package when it is built. A rebuilt file (newer mtime) is loaded again (runCommonJs); the mtime
 * is looked at again at most once a second. The packages it leaves external (react, ...) are required as usual, so
 * they stay loaded once. Answers null while the file is missing; rejects when it throws as it loads or does not
 * export what `check` wants.
 */
export class ServerBuild<T> {
  private loaded: Promise<LoadedBuild<T> | null> | undefined;
  private checkedAt = 0;

  constructor(
    readonly file: string,
    private readonly check: (value: unknown) => value is T,
    /** How long a look at the file's mtime holds, in ms. */
    private readonly recheckMs = 1000,
  ) {}

  async load(): Promise<LoadedBuild<T> | null> {
    const now = Date.now();
    const current = this.loaded;
    if (current !== undefined && now - this.checkedAt < this.recheckMs) return current;
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
      const exported = await runCommonJs(this.file);
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
