import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import type { SqlExecutor } from '../../database/sql-executor.js';
import { KV_DELETE_SQL, KV_GET_SQL, KV_LIST_SQL, KV_SET_SQL, KV_SWEEP_SQL } from './federation-kv.queries.js';

/**
 * Fedify's key-value store (remote documents and keys it fetched, activity ids it has processed, its delivery
 * circuit breaker) in PostgreSQL, so every instance shares it and a restart keeps it: Fedify's own PostgreSQL store
 * is not published for 2.x here and uses another driver (docs/activitypub-research.md, section 3).
 */
export class PostgresKvStore implements KvStore {
  constructor(private readonly db: SqlExecutor) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const rows = await this.db.query<{ value: T }[]>(KV_GET_SQL, [[...key]]);
    return rows[0]?.value;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await this.setFor(key, value, options?.ttl === undefined ? null : Math.round(options.ttl.total('millisecond')));
  }

  /** Sets `key` for `ms` milliseconds (null: for good). */
  async setFor(key: KvKey, value: unknown, ms: number | null): Promise<void> {
    await this.db.query(KV_SET_SQL, [[...key], JSON.stringify(value), ms]);
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.query(KV_DELETE_SQL, [[...key]]);
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const rows = await this.db.query<{ key: string[]; value: unknown }[]>(KV_LIST_SQL, [[...(prefix ?? [])]]);
    for (const row of rows) yield { key: row.key as unknown as KvKey, value: row.value };
  }

  /** Deletes expired entries; the federation's sweep job calls it. */
  async sweep(): Promise<void> {
    await this.db.query(KV_SWEEP_SQL);
  }
}
