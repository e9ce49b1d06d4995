import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * First-party site analytics (issue 16). Page views arrive in analytics_hits, each with the visitor hash (a daily salt
 * from analytics_salts, the client address and the user agent) and the venue or event the page shows; the rollup job
 * turns each day's hits into sessions and per-day aggregates per page, per venue and for the whole site, then drops
 * the hits and the salts of the days that are over. Dashboards read only the aggregates.
 */
export class SiteAnalytics1764620000000 implements MigrationInterface {
  name = 'SiteAnalytics1764620000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE analytics_salts (day date PRIMARY KEY, salt bytea NOT NULL)`);
    await q.query(`
      CREATE TABLE analytics_hits (
        id bigserial PRIMARY KEY,
        day date NOT NULL,
        visitor bytea NOT NULL,
        path text NOT NULL,
        venue_id integer,
        event_id integer,
        seen_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX analytics_hits_day_idx ON analytics_hits (day)`);
    const figures = `
        views integer NOT NULL,
        visitors integer NOT NULL,
        sessions integer NOT NULL,
        session_seconds bigint NOT NULL`;
    await q.query(`CREATE TABLE analytics_site_daily (day date PRIMARY KEY, ${figures})`);
    await q.query(`CREATE TABLE analytics_page_daily (day date NOT NULL, path text NOT NULL, ${figures}, PRIMARY KEY (day, path))`);
    await q.query(`CREATE TABLE analytics_venue_daily (venue_id integer NOT NULL, day date NOT NULL, ${figures}, PRIMARY KEY (venue_id, day))`);
    // The whole site's impressions per day and kind, summed from impression_daily by the rollup (the site's custom
    // events read a few rows per day instead of every object's); the recent days are found by the day index.
    await q.query(`CREATE TABLE analytics_impression_kinds_daily (day date NOT NULL, kind text NOT NULL, count bigint NOT NULL, PRIMARY KEY (day, kind))`);
    await q.query(`CREATE INDEX impression_daily_day_idx ON impression_daily (day)`);
    await q.query(`INSERT INTO analytics_impression_kinds_daily (day, kind, count) SELECT day, kind, sum(count) FROM impression_daily GROUP BY day, kind`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS impression_daily_day_idx');
    await q.query('DROP TABLE IF EXISTS analytics_impression_kinds_daily, analytics_venue_daily, analytics_page_daily, analytics_site_daily, analytics_hits, analytics_salts');
  }
}
