import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search ads made by editors: the thumbnail beside the image the media upload writes, and click-throughs counted
 * per day beside the impressions (the ad's redirecting link).
 */
export class SearchAdAdmin1764632000000 implements MigrationInterface {
  name = 'SearchAdAdmin1764632000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE search_ads ADD COLUMN image_thumbnail text');
    await q.query('ALTER TABLE search_ad_impressions ADD COLUMN clicks integer NOT NULL DEFAULT 0');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE search_ad_impressions DROP COLUMN IF EXISTS clicks');
    await q.query('ALTER TABLE search_ads DROP COLUMN IF EXISTS image_thumbnail');
  }
}
