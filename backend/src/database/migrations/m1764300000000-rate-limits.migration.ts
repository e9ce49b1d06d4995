import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The table of rate-limiter-flexible's PostgreSQL store (RateLimiterPostgres), in the exact shape the library would
 * create: key, points consumed in the current window, and the window's end in epoch milliseconds (null: never).
 * Created here so the schema changes only through migrations; the limiter is told the table exists.
 */
export class RateLimits1764300000000 implements MigrationInterface {
  name = 'RateLimits1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS rate_limits');
  }
}
