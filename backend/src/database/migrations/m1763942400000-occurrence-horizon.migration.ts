import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How far the occurrence job has expanded every recurrence series: one row. The hourly job extends each
 * series only from `expanded_through` to the new horizon, so a start-up or an hourly run on an up-to-date
 * catalogue costs almost nothing.
 *
 * Also name-prefix indexes for live search: one or two typed characters are a prefix range scan that stops
 * after ten rows (trigrams need three characters).
 */
export class OccurrenceHorizon1763942400000 implements MigrationInterface {
  name = 'OccurrenceHorizon1763942400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE occurrence_horizon (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        expanded_through date NOT NULL,
        pruned_before date,
        updated timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX events_name_prefix_idx ON events (lower(name) text_pattern_ops)');
    await q.query('CREATE INDEX venues_name_prefix_idx ON venues (lower(name) text_pattern_ops)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS events_name_prefix_idx, venues_name_prefix_idx');
    await q.query('DROP TABLE IF EXISTS occurrence_horizon');
  }
}
