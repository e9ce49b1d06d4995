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
