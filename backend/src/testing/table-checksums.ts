import type { DataSource } from 'typeorm';

/** md5 of every row of every table of the public schema, by table (the rows sorted by their text form). */
export type TableChecksums = Readonly<Record<string, string>>;

/** Every ordinary table of the public schema. */
export async function listTables(db: DataSource): Promise<string[]> {
  const rows = await db.query<{ name: string }[]>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** The checksums of the given tables, in one statement. */
export async function tableChecksums(db: DataSource, tables: readonly string[]): Promise<TableChecksums> {
  if (tables.length === 0) return {};
  const parts = tables.map(
    (table) => `SELECT '${table}' AS name, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS sum FROM "${table}" t`,
  );
  const rows = await db.query<{ name: string; sum: string }[]>(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/** The tables whose checksum differs between two readings. */
export function changedTables(before: TableChecksums, after: TableChecksums): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
