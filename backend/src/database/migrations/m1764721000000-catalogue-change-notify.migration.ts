import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The render generation's bump (m1764611000000) also notifies `catalogue_changed` with the new generation, so each
 * instance clears its render caches (CatalogueChangeListener) rather than leaving the entries a write made
 * unreachable to age out. PostgreSQL delivers a notification only when the transaction that sent it commits, and the
 * bump runs once per transaction, so listeners hear each committed catalogue write once and never a rolled-back one.
 * The generation stays in the cache keys: a notification that is missed changes nothing about what is served.
 */
export class CatalogueChangeNotify1764721000000 implements MigrationInterface {
  name = 'CatalogueChangeNotify1764721000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION bump_widget_render_generation() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        bumped bigint;
      BEGIN
        IF TG_LEVEL = 'STATEMENT' OR coalesce(current_setting('widgets.render_generation_bumped', true), '') <> 'on' THEN
          PERFORM set_config('widgets.render_generation_bumped', 'on', true);
          UPDATE widget_render_generation SET generation = generation + 1 WHERE singleton RETURNING generation INTO bumped;
          PERFORM pg_notify('catalogue_changed', bumped::text);
        END IF;
        RETURN NULL;
      END
      $$`);
  }

  /** The bump as m1764611000000 made it. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION bump_widget_render_generation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_LEVEL = 'STATEMENT' OR coalesce(current_setting('widgets.render_generation_bumped', true), '') <> 'on' THEN
          PERFORM set_config('widgets.render_generation_bumped', 'on', true);
          UPDATE widget_render_generation SET generation = generation + 1 WHERE singleton;
        END IF;
        RETURN NULL;
      END
      $$`);
  }
}
