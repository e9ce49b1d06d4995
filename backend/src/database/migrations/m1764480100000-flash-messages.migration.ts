import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time messages per account (the flash-message call): stored by one request, popped by the next page the account
 * loads, on whichever backend instance serves it. Rows expire (expires_at) so a message nobody comes back for does
 * not linger; the index on (user_id, id) serves the pop, the one on expires_at the prune.
 */
export class FlashMessages1764480100000 implements MigrationInterface {
  name = 'FlashMessages1764480100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE flash_messages (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        level text NOT NULL CHECK (level IN ('INFO', 'SUCCESS', 'WARNING', 'ERROR')),
        msg text NOT NULL,
        created timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX flash_messages_user_idx ON flash_messages (user_id, id)');
    await q.query('CREATE INDEX flash_messages_expires_idx ON flash_messages (expires_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS flash_messages');
  }
}
