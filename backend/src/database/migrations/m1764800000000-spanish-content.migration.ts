import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spanish names and descriptions of events and venues (issue 31): user content is never machine-translated, so a
 * producer may give a Spanish name and description beside the English ones, shown to Spanish readers when present.
 * '' is "none" (every event and venue older than this). The name keeps the English name's limit; the description,
 * like the English one, is sanitised HTML whose visible length the API bounds.
 */
export class SpanishContent1764800000000 implements MigrationInterface {
  name = 'SpanishContent1764800000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['events', 'venues']) {
      await q.query(`
        ALTER TABLE ${table}
          ADD COLUMN name_es text NOT NULL DEFAULT '' CONSTRAINT ${table}_name_es_check CHECK (char_length(name_es) <= 1024),
          ADD COLUMN description_es text NOT NULL DEFAULT ''`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['events', 'venues']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN name_es, DROP COLUMN description_es`);
    }
  }
}
