import type pg from 'pg';

/** A row as pg answers it: column name -> value. */
export type SqlRow = pg.QueryResultRow;

/** Values of a statement's numbered parameters, in order. */
export type SqlValues = readonly unknown[];

/**
 * What a repository runs SQL on: the database provider itself, a transaction or a dedicated connection it hands
 * out. `query` answers what TypeORM's query runner answers: the rows of a SELECT or a RETURNING clause, and for a
 * plain UPDATE / DELETE `[rows, affected count]`.
 */
export type SqlExecutor = {
  query<R = unknown>(text: string, values?: SqlValues): Promise<R>;
};

/** The `total` of a `SELECT count(*)::int AS total ...` statement (0 when it answers no row). */
export async function countOf(executor: SqlExecutor, text: string, values?: SqlValues): Promise<number> {
  const rows = await executor.query<{ total: number }[]>(text, values);
  return rows[0]?.total ?? 0;
}

/**
 * The total of a page whose rows carry their window's `count(*) OVER () AS total`: the first row's; past the last
 * page, where no row carries it, `countAll`'s; 0 for an empty first page.
 */
export async function pageTotal(rows: readonly { readonly total: number }[], offset: number, countAll: () => Promise<number>): Promise<number> {
  return rows[0]?.total ?? (offset > 0 ? countAll() : 0);
}

/**
 * The values of an `unnest($1::type[], $2::type[], ...)` statement writing `rows`: for each key, the rows' values of
 * it, in the rows' order (one array per column).
 */
export function columnArrays<Row, Key extends keyof Row>(rows: readonly Row[], keys: readonly Key[]): Row[Key][][] {
  return keys.map((key) => rows.map((row) => row[key]));
}

/** The affected count of a plain UPDATE / DELETE answer (`[rows, count]`); 0 for any other answer. */
export function affectedCount(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

/** The rows of a SELECT or a RETURNING clause: TypeORM answers an UPDATE or DELETE as `[rows, count]`, the rest as rows. */
export function returnedRows<R>(result: unknown): R[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as R[];
  return Array.isArray(result) ? (result as R[]) : [];
}
