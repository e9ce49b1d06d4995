import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card and detail-page impressions (spec section 9), kept as a daily rollup: one row per kind, object, widget
 * ('' outside a widget) and day in the region's zone, counted up by upserts. The statistics screens read
 * ranges of days per object (primary key) or per widget (partial index).
 */
export class Impressions1763942800000 implements MigrationInterface {
  name = 'Impressions1763942800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE impression_daily (
        kind text NOT NULL CHECK (kind IN ('event_card', 'event_detail', 'poi_card', 'poi_detail')),
        object_id integer NOT NULL,
        widget_id text NOT NULL DEFAULT '',
        day date NOT NULL,
        count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
        PRIMARY KEY (kind, object_id, day, widget_id)
      )`);
    await q.query(`CREATE INDEX impression_daily_widget_idx ON impression_daily (widget_id, day) WHERE widget_id <> ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS impression_daily');
  }
}
