import { EVENT_CATEGORY_NAMES_ES } from '@events/contracts/event-types';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spanish names of the event categories (issue 31), '' when none, bounded like the English name. The seeder gives the
 * spec's categories theirs on a first start, and only then (superusers own the list after it); a database seeded
 * before this migration gets them here, for each category that still has the spec's English name (a renamed one is a
 * superuser's, whose Spanish name is theirs to give). On a new database the table is still empty here.
 */
export class SpanishCategoryNames1764810000000 implements MigrationInterface {
  name = 'SpanishCategoryNames1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE event_types
        ADD COLUMN name_es text NOT NULL DEFAULT '' CONSTRAINT event_types_name_es_check CHECK (char_length(name_es) <= 64)`);
    const spec = Object.entries(EVENT_CATEGORY_NAMES_ES);
    await q.query(
      `UPDATE event_types t SET name_es = spec.name_es
       FROM unnest($1::text[], $2::text[]) AS spec(name, name_es)
       WHERE t.name = spec.name`,
      [spec.map(([name]) => name), spec.map(([, nameEs]) => nameEs)],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE event_types DROP COLUMN name_es');
  }
}
