import type { DataSource } from 'typeorm';

const LOG_TABLE = 'test_changed_tables';
const NOTE_FUNCTION = 'test_note_table_change';

/** Every ordinary table of the public schema. */
export async function listTables(db: DataSource): Promise<string[]> {
  const rows = await db.query<{ name: string }[]>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** Which of the watched tables rows were inserted into, deleted from or changed in since the last reading. */
export type TableChanges = {
  /** The tables changed since the last call (or since watching began), in name order; the log starts again empty. */
  takeChanged(): Promise<string[]>;
};

/**
 * Watches tables of a test database through row triggers that note the table's name in an unlogged log table. An
 * update counts only when the row's content differs (as a checksum of the rows would see it), and a TRUNCATE counts
 * too. A query of the log after each request costs a fraction of a millisecond, where a checksum of every row of
 * every table costs several milliseconds per reading, thousands of times in the bad-input corpus. Test databases only:
 * the triggers are never installed anywhere else.
 */
export async function watchTableChanges(db: DataSource, tables: readonly string[]): Promise<TableChanges> {
  await db.query(`CREATE UNLOGGED TABLE ${LOG_TABLE} (name text PRIMARY KEY)`);
  await db.query(`CREATE FUNCTION ${NOTE_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO ${LOG_TABLE} (name) VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`);
  for (const table of tables) {
    await db.query(`CREATE TRIGGER ${NOTE_FUNCTION}_rows AFTER INSERT OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${NOTE_FUNCTION}()`);
    await db.query(
      `CREATE TRIGGER ${NOTE_FUNCTION}_updates AFTER UPDATE ON "${table}" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION ${NOTE_FUNCTION}()`,
    );
    await db.query(`CREATE TRIGGER ${NOTE_FUNCTION}_truncate AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION ${NOTE_FUNCTION}()`);
  }
  return {
    async takeChanged() {
      // As a SELECT: TypeORM answers a bare DELETE with [rows, count].
      const rows = await db.query<{ name: string }[]>(`WITH taken AS (DELETE FROM ${LOG_TABLE} RETURNING name) SELECT name FROM taken`);
      return rows.map((row) => row.name).sort();
    },
  };
}
