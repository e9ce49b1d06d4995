import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A calendar widget's language (issue 31): the producer's choice, which the widget speaks unless its address asks
 * for another (`?lang=`); null (every calendar older than this) follows each reader's browser. One of
 * libs/contracts LANGUAGES' codes: the API checks it, the column only bounds it.
 */
export class WidgetLanguage1764790000000 implements MigrationInterface {
  name = 'WidgetLanguage1764790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE widgets ADD COLUMN language varchar(16)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE widgets DROP COLUMN language');
  }
}
