import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The items each page view has reported (impressions count once per card and page view): one row per page view
 * (the browser's random id), kind, object and widget, with the time it was seen, pruned after about a day by the
 * metrics scheduler. The primary key is the dedupe key the impressions insert conflicts on; rows arrive in time
 * order, so a BRIN index on seen_at finds the old ones for a few pages of index.
 */
export class ImpressionPageViews1764400000000 implements MigrationInterface {
  name = 'ImpressionPageViews1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE impression_page_views (
        page_view uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('event_card', 'event_detail', 'poi_card', 'poi_detail')),
        object_id integer NOT NULL,
        widget_id text NOT NULL DEFAULT '',
        seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (page_view, kind, object_id, widget_id)
      )`);
    await q.query(`CREATE INDEX impression_page_views_seen_at_idx ON impression_page_views USING brin (seen_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS impression_page_views');
  }
}
