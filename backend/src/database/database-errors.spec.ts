import pg from 'pg';
import { isUnavailableError } from './database-errors.js';
import { affectedCount } from './sql-executor.js';

function databaseError(code: string): pg.DatabaseError {
  const error = new pg.DatabaseError('failed', 0, 'error');
  error.code = code;
  return error;
}

describe('isUnavailableError', () => {
  it('holds for a lost connection, a pool wait that ran out and a statement timeout', () => {
    expect(isUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailableError(databaseError('57014'))).toBe(true);
  });

  it("does not hold for a statement's own fault", () => {
    expect(isUnavailableError(databaseError('42703'))).toBe(false);
    expect(isUnavailableError(databaseError('22P02'))).toBe(false);
  });
});

describe('affectedCount', () => {
  it('reads the count of a plain UPDATE / DELETE answer, 0 otherwise', () => {
    expect(affectedCount([[], 3])).toBe(3);
    expect(affectedCount([{ id: 1 }])).toBe(0);
    expect(affectedCount(undefined)).toBe(0);
  });
});
