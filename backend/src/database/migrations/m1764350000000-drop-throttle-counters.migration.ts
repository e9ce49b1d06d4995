import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sign-in rate limit counts in rate_limits (rate-limiter-flexible's store); the fixed-window counters table of
 * the accounts migration has no reader or writer left.
 */
export class DropThrottleCounters1764350000000 implements MigrationInterface {
  name = 'DropThrottleCounters1764350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS throttle_counters');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE throttle_counters (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        expires_at timestamptz NOT NULL,
        blocked_until timestamptz
      )`);
  }
}
