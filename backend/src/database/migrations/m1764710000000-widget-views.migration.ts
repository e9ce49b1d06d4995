import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A calendar's view and controls (issue 27, "The widget's visitor"): the view it opens on (a list, or a month) and
 * whether it shows the List / Month switch, the category chips and the Subscribe link. Existing calendars keep the
 * list, now with every control.
 */
export class WidgetViews1764710000000 implements MigrationInterface {
  name = 'WidgetViews1764710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE widgets
        ADD COLUMN default_view text NOT NULL DEFAULT 'list' CHECK (default_view IN ('list', 'month')),
        ADD COLUMN show_views boolean NOT NULL DEFAULT true,
        ADD COLUMN show_categories boolean NOT NULL DEFAULT true,
        ADD COLUMN show_subscribe boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE widgets DROP COLUMN default_view, DROP COLUMN show_views, DROP COLUMN show_categories, DROP COLUMN show_subscribe');
  }
}
