import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { DatabaseAvailability } from './database-availability.js';
import { DatabaseUnavailableError } from './database-errors.js';

const refused = (): Error => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('DatabaseAvailability (reconnecting with backoff, as with DATABASE_URL)', () => {
  beforeAll(() => Logger.overrideLogger(false));

  // The backoff is timed on fake timers: the figures are the schedule's, whatever else the machine is doing.
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('fails fast while the database is down and serves again once a probe answers', async () => {
    const probes: number[] = [];
    let up = false;
    const availability = new DatabaseAvailability(async () => {
      probes.push(Date.now());
      if (!up) throw refused();
    });
    try {
      await expect(availability.run(() => Promise.reject(refused()))).rejects.toThrow('ECONNREFUSED');
      expect(availability.isDown).toBe(true);
      let ran = false;
      await expect(
        availability.run(async () => {
          ran = true;
        }),
      ).rejects.toBeInstanceOf(DatabaseUnavailableError);
      expect(ran).toBe(false);

      await jest.advanceTimersByTimeAsync(400);
      // Probes back off: 100 ms, then 200 ms, then 400 ms between them.
      expect(probes).toEqual([100, 300]);
      expect(availability.isDown).toBe(true);
      up = true;
      await jest.advanceTimersByTimeAsync(300);
      expect(probes).toEqual([100, 300, 700]);
      expect(availability.isDown).toBe(false);
      await expect(availability.run(async () => 'rows')).resolves.toBe('rows');
    } finally {
      availability.close();
    }
  });

  it('is not marked down by a fault of the statement', async () => {
    const availability = new DatabaseAvailability(async () => undefined);
    const fault = new pg.DatabaseError('column "x" does not exist', 0, 'error');
    fault.code = '42703';
    await expect(availability.run(() => Promise.reject(fault))).rejects.toBe(fault);
    expect(availability.isDown).toBe(false);
    availability.close();
  });
});
