import type { DataSource } from 'typeorm';

/** md5 of rows by table (the rows sorted by their text form). */
export type TableChecksums = Readonly<Record<string, string>>;

/** The tables whose checksum differs between two readings. */
export function changedTables(before: TableChecksums, after: TableChecksums): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

/**
 * The checksums of what one account owns: its users row, its rows in every table with a user_id column, and the
 * venues it manages. Found from the catalogue, so a new table of per-user rows is covered without a change here.
 */
export async function ownedRowChecksums(db: DataSource, userId: number): Promise<TableChecksums> {
  const tables = await db.query<{ name: string }[]>(
    `SELECT c.table_name AS name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const parts = [
    `SELECT 'users' AS name, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS sum FROM users t WHERE t.id = $1`,
    `SELECT 'venues (managed)', md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) FROM venues t
     WHERE t.id IN (SELECT venue_id FROM venue_managers WHERE user_id = $1)`,
    ...tables.map(({ name }) => `SELECT '${name}', md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) FROM "${name}" t WHERE t.user_id = $1`),
  ];
  const rows = await db.query<{ name: string; sum: string }[]>(parts.join(' UNION ALL '), [userId]);
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}
