import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Calendar widgets and their traffic (spec producer-and-account "Calendars list", "Calendar metrics page").
 *
 * - widgets: a producer's calendar over one of their saved searches (deleting the search deletes its calendars).
 * - widget_hits_raw: every hit as it arrives, appended by batched inserts (no key, no foreign key, so an insert
 *   touches one heap page and a BRIN index); kind 1 is a widget impression, 2 an event impression.
 * - widget_hits_daily: the rollup the metrics call reads, per widget, region day and embedding host.
 * - widget_hits_rollup_state: one row, the hit time up to which raw hits have been rolled up, so a rollup adds
 *   each raw hit once and raw rows can be kept for a while and pruned independently.
 */
export class Widgets1764610000000 implements MigrationInterface {
  name = 'Widgets1764610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE widgets (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        search_id integer NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 256),
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX widgets_user_updated_idx ON widgets (user_id, updated DESC, id DESC)`);
    await q.query(`CREATE INDEX widgets_user_created_idx ON widgets (user_id, created DESC, id DESC)`);
    await q.query(`CREATE INDEX widgets_search_idx ON widgets (search_id)`);
    await q.query(`
      CREATE TABLE widget_hits_raw (
        widget_id integer NOT NULL,
        kind smallint NOT NULL CHECK (kind IN (1, 2)),
        event_id integer,
        host text NOT NULL,
        hit_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX widget_hits_raw_hit_at_idx ON widget_hits_raw USING brin (hit_at)`);
    await q.query(`
      CREATE TABLE widget_hits_daily (
        widget_id integer NOT NULL REFERENCES widgets(id) ON DELETE CASCADE,
        day date NOT NULL,
        host text NOT NULL,
        widget_hit_ct bigint NOT NULL DEFAULT 0,
        event_hit_ct bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (widget_id, day, host)
      )`);
    await q.query(`
      CREATE TABLE widget_hits_rollup_state (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        rolled_up_to timestamptz NOT NULL DEFAULT '-infinity'
      )`);
    await q.query(`INSERT INTO widget_hits_rollup_state DEFAULT VALUES`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS widget_hits_rollup_state');
    await q.query('DROP TABLE IF EXISTS widget_hits_daily');
    await q.query('DROP TABLE IF EXISTS widget_hits_raw');
    await q.query('DROP TABLE IF EXISTS widgets');
  }
}
