import pg from 'pg';

/** SQLSTATE of a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * Whether a failed query failed for lack of a connection or of time (server down, no free connection before the
 * pool's wait ran out, statement timeout) rather than by a fault of the statement itself: PostgreSQL reports a
 * statement's faults as a DatabaseError with their own SQLSTATE.
 */
export function isUnavailableError(error: unknown): boolean {
  return !(error instanceof pg.DatabaseError) || error.code === QUERY_CANCELED;
}
