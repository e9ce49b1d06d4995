import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Editor timesheets: one row per work period, with start and end times or only hours (hours is always stored, so
 * totals are a sum). A superuser's approval freezes the period.
 */
export class Timesheets1764631000000 implements MigrationInterface {
  name = 'Timesheets1764631000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE timesheet_entries (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        work_date date NOT NULL,
        time_start time,
        time_end time,
        hours numeric(5, 2) NOT NULL CHECK (hours > 0 AND hours <= 24),
        note text NOT NULL DEFAULT '',
        approved_by integer REFERENCES users (id) ON DELETE SET NULL,
        approved_at timestamptz,
        created timestamptz NOT NULL DEFAULT now(),
        CHECK ((time_start IS NULL) = (time_end IS NULL)),
        CHECK (time_end IS NULL OR time_end > time_start)
      )`);
    await q.query('CREATE INDEX timesheet_entries_user_date_idx ON timesheet_entries (user_id, work_date)');
    await q.query('CREATE INDEX timesheet_entries_date_idx ON timesheet_entries (work_date)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS timesheet_entries');
  }
}
