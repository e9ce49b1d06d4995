import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The editor desk: who submitted a venue and how (the moderation queue shows it and mails the submitter), the
 * queue's partial index (unpublished or recertify venues, by age), and the editor profile (towns covered and
 * whether a mail goes out for each new claim or submission there).
 */
export class EditorDesk1764630000000 implements MigrationInterface {
  name = 'EditorDesk1764630000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE venues
        ADD COLUMN submitted_by integer REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN submission_kind text CHECK (submission_kind IN ('add', 'suggest'))`);
    await q.query('CREATE INDEX venues_moderation_idx ON venues (created, id) WHERE NOT published OR recertify');
    await q.query(`
      CREATE TABLE editor_profiles (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        display_name text NOT NULL DEFAULT '',
        -- Town names as the editor writes them; matched case-insensitively against venues.city.
        towns text[] NOT NULL DEFAULT '{}',
        notify_new boolean NOT NULL DEFAULT false,
        updated timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS editor_profiles');
    await q.query('DROP INDEX IF EXISTS venues_moderation_idx');
    await q.query('ALTER TABLE venues DROP COLUMN IF EXISTS submission_kind, DROP COLUMN IF EXISTS submitted_by');
  }
}
