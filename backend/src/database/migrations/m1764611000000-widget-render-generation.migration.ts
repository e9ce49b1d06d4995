import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The catalogue tables whose writes can change what a widget lists. */
const CATALOGUE_TABLES = ['venues', 'events', 'event_dates', 'event_occurrences', 'event_search', 'event_keywords', 'event_types'] as const;

/**
 * The widget render cache's invalidation, shared by every instance through the database.
 *
 * - widget_render_generation: one row; its number moves whenever a catalogue write commits. A widget page reads it in
 *   the same statement as the widget, so each instance keys its cached pages on it and a write on any instance
 *   makes every instance render afresh. The widget, its saved search and its owner's subscription are read by that
 *   statement too and go into the key themselves.
 * - The bump is a deferred constraint trigger: it runs at commit, after the write's other row locks, so waiting on
 *   the one row can never close a deadlock, and it touches the row once per transaction however many rows changed
 *   (a transaction-local setting remembers it). TRUNCATE has no row triggers, so it bumps from a statement trigger.
 * - widget_hits_daily gets a covering index so the metrics call sums a widget's days from the index alone.
 */
export class WidgetRenderGeneration1764611000000 implements MigrationInterface {
  name = 'WidgetRenderGeneration1764611000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE widget_render_generation (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        generation bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`INSERT INTO widget_render_generation DEFAULT VALUES`);
    await q.query(`
      CREATE FUNCTION bump_widget_render_generation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_LEVEL = 'STATEMENT' OR coalesce(current_setting('widgets.render_generation_bumped', true), '') <> 'on' THEN
          PERFORM set_config('widgets.render_generation_bumped', 'on', true);
          UPDATE widget_render_generation SET generation = generation + 1 WHERE singleton;
        END IF;
        RETURN NULL;
      END
      $$`);
    for (const table of CATALOGUE_TABLES) {
      await q.query(`
        CREATE CONSTRAINT TRIGGER ${table}_widget_render_generation
        AFTER INSERT OR UPDATE OR DELETE ON ${table}
        DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION bump_widget_render_generation()`);
      await q.query(`
        CREATE TRIGGER ${table}_truncate_widget_render_generation
        AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_widget_render_generation()`);
    }
    await q.query(`CREATE INDEX widget_hits_daily_widget_day_idx ON widget_hits_daily (widget_id, day) INCLUDE (host, widget_hit_ct, event_hit_ct)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS widget_hits_daily_widget_day_idx');
    for (const table of CATALOGUE_TABLES) {
      await q.query(`DROP TRIGGER IF EXISTS ${table}_truncate_widget_render_generation ON ${table}`);
      await q.query(`DROP TRIGGER IF EXISTS ${table}_widget_render_generation ON ${table}`);
    }
    await q.query('DROP FUNCTION IF EXISTS bump_widget_render_generation()');
    await q.query('DROP TABLE IF EXISTS widget_render_generation');
  }
}
