import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site's content pages (Terms of Use, About, Help), which superusers rewrite from the browser: sanitised HTML,
 * when it changed and who changed it. The content-pages module seeds the shipped text into missing rows.
 */
export class ContentPages1764700000000 implements MigrationInterface {
  name = 'ContentPages1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content_pages (
        slug text PRIMARY KEY,
        title text NOT NULL,
        body text NOT NULL,
        updated timestamptz NOT NULL,
        updated_by integer REFERENCES users (id) ON DELETE SET NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS content_pages');
  }
}
