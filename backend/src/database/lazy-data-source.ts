import type { DataSource } from 'typeorm';

/**
 * A TypeORM DataSource as a pool set uses it: either opened and closed by someone else (the app's, which Nest opens
 * at boot and DatabaseLifecycle closes), or owned: opened on first use rather than at boot, so a pool nobody uses
 * costs nothing and a server that is down at boot does not stop the app. A failed opening (server down) is tried
 * again by the next use; once closed, an owned DataSource is not opened again.
 */
export class LazyDataSource {
  private opening: Promise<DataSource> | undefined;
  private closed = false;

  private constructor(
    private readonly source: DataSource,
    private readonly owned: boolean,
  ) {}

  /** A DataSource someone else opens and closes: used as it is. */
  static openedElsewhere(source: DataSource): LazyDataSource {
    return new LazyDataSource(source, false);
  }

  /** A DataSource opened on first use and closed by close(). */
  static owned(source: DataSource): LazyDataSource {
    return new LazyDataSource(source, true);
  }

  /** The DataSource when it needs no opening (the fast path of every statement), else undefined. */
  get ready(): DataSource | undefined {
    return !this.owned || this.source.isInitialized ? this.source : undefined;
  }

  /** The DataSource, opened if needed. */
  open(): Promise<DataSource> {
    const ready = this.ready;
    if (ready !== undefined) return Promise.resolve(ready);
    if (this.closed) return Promise.reject(new Error('The pool is closed'));
    this.opening ??= this.source.initialize();
    return this.opening.catch((error: unknown) => {
      this.opening = undefined;
      throw error;
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const opening = this.opening;
    if (!this.owned || opening === undefined) return;
    await opening.catch(() => undefined);
    if (this.source.isInitialized) await this.source.destroy();
  }
}
