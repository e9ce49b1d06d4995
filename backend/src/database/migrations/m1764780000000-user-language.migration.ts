import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The user's language (issue 31): the choice saved on the account page or by the language control while signed in,
 * first the language the account was made in. Pages, field errors and mails to the user are in it; null (accounts
 * older than this) follows the browser's language on pages and reads English in mails. One of libs/contracts
 * LANGUAGES' codes: the API checks it, the column only bounds it.
 */
export class UserLanguage1764780000000 implements MigrationInterface {
  name = 'UserLanguage1764780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users ADD COLUMN language varchar(16)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP COLUMN language');
  }
}
