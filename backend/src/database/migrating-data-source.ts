import { DataSource } from 'typeorm';

/** Session-level advisory lock every instance takes before it looks for pending migrations. */
export const LOCK_MIGRATIONS_SQL = `SELECT pg_advisory_lock(hashtext('events:migrations'))`;
export const UNLOCK_MIGRATIONS_SQL = `SELECT pg_advisory_unlock(hashtext('events:migrations'))`;

/**
 * A DataSource whose migrations run under a PostgreSQL advisory lock held on a dedicated connection: two
 * instances starting on one empty database at the same moment take turns, and the second finds nothing pending
 * (TypeORM itself creates its migrations table and extensions without any lock, so both would race). The lock
 * is session-level, so a connection that dies releases it. initialize() runs them when `migrationsRun` is set.
 */
export class MigratingDataSource extends DataSource {
  override async runMigrations(options?: Parameters<DataSource['runMigrations']>[0]): ReturnType<DataSource['runMigrations']> {
    const runner = this.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(LOCK_MIGRATIONS_SQL);
      try {
        return await super.runMigrations(options);
      } finally {
        await runner.query(UNLOCK_MIGRATIONS_SQL);
      }
    } finally {
      await runner.release();
    }
  }
}
