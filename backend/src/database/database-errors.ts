import pg from 'pg';

/** SQLSTATE of a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * SQLSTATEs that say the server, not the statement, is the problem: the server is shutting down, crashed or still
 * starting (57P01-57P03), it has no connection slot left (53300), or the connection itself failed (class 08).
 */
const SERVER_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket failures on the way to the server (refused, reset, unreachable, timed out, unknown host). */
const SOCKET_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * node-postgres's own words for a connection that ended or never came (they carry no code): a terminated connection,
 * a pool checkout that waited too long, a client whose connection already failed.
 */
const PG_CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

/** Thrown by DatabaseService while the database is known to be down (see database-availability.ts). */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

/** The error and what it wraps: TypeORM's QueryFailedError keeps pg's error as `driverError`, others as `cause`. */
function* chainOf(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current;
    current = 'driverError' in current && current.driverError !== current ? current.driverError : 'cause' in current ? current.cause : undefined;
  }
}

function codeOf(error: object): string {
  return 'code' in error && typeof error.code === 'string' ? error.code : '';
}

/**
 * Whether an error says the database cannot be reached or used right now (refused, reset or terminated
 * connections, a pool checkout that timed out, a server shutting down, crashed or starting up): an outage, answered
 * 503 with Retry-After. A fault of the statement itself (a constraint, a syntax error, a bad value) is not one.
 */
export function isConnectionError(error: unknown): boolean {
  for (const link of chainOf(error)) {
    if (link instanceof DatabaseUnavailableError) return true;
    if (typeof link !== 'object' || link === null) continue;
    const code = codeOf(link);
    if (link instanceof pg.DatabaseError) return code.startsWith('08') || SERVER_UNAVAILABLE_CODES.has(code);
    if (SOCKET_ERROR_CODES.has(code)) return true;
    // Duck-typed: errors from node's sockets may come from another realm (a VM context) than this module's Error.
    if ('message' in link && typeof link.message === 'string' && PG_CONNECTION_MESSAGES.test(link.message)) return true;
  }
  return false;
}

/**
 * Whether a failed query failed for lack of a connection or of time (a connection error as above, or a statement
 * cancelled by statement_timeout) rather than by a fault of the statement itself.
 */
export function isUnavailableError(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  for (const link of chainOf(error)) if (link instanceof pg.DatabaseError) return link.code === QUERY_CANCELED;
  return false;
}

/** SQLSTATE of a unique index or constraint that refused a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * The constraint or unique index a failed insert or update ran into ('' when pg did not name it), or undefined when
 * the failure was something else: how a repository turns a race between two writers into a field error.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (const link of chainOf(error)) {
    if (typeof link !== 'object' || link === null || codeOf(link) !== UNIQUE_VIOLATION) continue;
    return 'constraint' in link && typeof link.constraint === 'string' ? link.constraint : '';
  }
  return undefined;
}
