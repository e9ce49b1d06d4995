import pg from 'pg';
import { QueryFailedError } from 'typeorm';
import { DatabaseUnavailableError, isConnectionError, isUnavailableError, uniqueViolationOf } from './database-errors.js';
import { affectedCount } from './sql-executor.js';

function databaseError(code: string): pg.DatabaseError {
  const error = new pg.DatabaseError('failed', 0, 'error');
  error.code = code;
  return error;
}

function socketError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
}

describe('isConnectionError', () => {
  it('holds for refused, reset and terminated connections and a pool checkout that timed out', () => {
    expect(isConnectionError(socketError('ECONNREFUSED'))).toBe(true);
    expect(isConnectionError(socketError('ECONNRESET'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionError(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionError(new DatabaseUnavailableError('down'))).toBe(true);
  });

  it('holds for a server shutting down, crashed, starting up or out of connection slots, and for class 08', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001']) expect(isConnectionError(databaseError(code))).toBe(true);
  });

  it('looks through TypeORM\'s QueryFailedError and an error cause', () => {
    expect(isConnectionError(new QueryFailedError('SELECT 1', [], databaseError('57P01')))).toBe(true);
    expect(isConnectionError(new QueryFailedError('SELECT 1', [], new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isConnectionError(new Error('wrapped', { cause: socketError('ECONNREFUSED') }))).toBe(true);
    expect(isConnectionError(new QueryFailedError('INSERT', [], databaseError('23505')))).toBe(false);
  });

  it('does not hold for a bug or a fault of the statement (never a 503 for those)', () => {
    expect(isConnectionError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isConnectionError(new Error('A listing statement answered without its total'))).toBe(false);
    expect(isConnectionError(databaseError('42703'))).toBe(false);
    expect(isConnectionError(databaseError('57014'))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
    expect(isConnectionError('Connection terminated')).toBe(false);
  });
});

describe('isUnavailableError', () => {
  it('holds for a lost connection, a pool wait that ran out and a statement timeout', () => {
    expect(isUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailableError(databaseError('57014'))).toBe(true);
  });

  it("does not hold for a statement's own fault", () => {
    expect(isUnavailableError(databaseError('42703'))).toBe(false);
    expect(isUnavailableError(databaseError('22P02'))).toBe(false);
    expect(isUnavailableError(new TypeError('x is not a function'))).toBe(false);
  });
});

describe('uniqueViolationOf', () => {
  it('names the constraint a duplicate ran into, through TypeORM\'s QueryFailedError', () => {
    const duplicate = Object.assign(databaseError('23505'), { constraint: 'event_types_name_key' });
    expect(uniqueViolationOf(new QueryFailedError('INSERT', [], duplicate))).toBe('event_types_name_key');
    expect(uniqueViolationOf(databaseError('23505'))).toBe('');
  });

  it('is undefined for any other failure', () => {
    expect(uniqueViolationOf(new QueryFailedError('INSERT', [], databaseError('23503')))).toBeUndefined();
    expect(uniqueViolationOf(socketError('ECONNRESET'))).toBeUndefined();
    expect(uniqueViolationOf('text')).toBeUndefined();
  });
});

describe('affectedCount', () => {
  it('reads the count of a plain UPDATE / DELETE answer, 0 otherwise', () => {
    expect(affectedCount([[], 3])).toBe(3);
    expect(affectedCount([{ id: 1 }])).toBe(0);
    expect(affectedCount(undefined)).toBe(0);
  });
});
