import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Page views counted once each and capped per address (issue 25 N4). A stored hit keeps its page view id, unique, so
 * a beacon replayed with the same ids adds nothing; views refused over an address's allowance are counted per day
 * and reason instead of stored.
 */
export class PageViewLimits1764670000000 implements MigrationInterface {
  name = 'PageViewLimits1764670000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE analytics_hits ADD COLUMN page_view uuid');
    await q.query('CREATE UNIQUE INDEX analytics_hits_page_view_key ON analytics_hits (page_view)');
    await q.query(`
      CREATE TABLE analytics_dropped_daily (
        day date NOT NULL,
        reason text NOT NULL CHECK (reason IN ('throttled')),
        count bigint NOT NULL,
        PRIMARY KEY (day, reason)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE analytics_dropped_daily');
    await q.query('DROP INDEX analytics_hits_page_view_key');
    await q.query('ALTER TABLE analytics_hits DROP COLUMN page_view');
  }
}
