import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Proven mailboxes (issue 25 N1): an account's address counts for anything (a claim's automatic step, linking a
 * social sign-in) only once a link mailed to it was opened. `email_confirmed_at` is when; a confirmation row holds a
 * mailed link (its hash) for the address it proves: the account's own address after registration, or the new one
 * of an e-mail change, which takes effect only then.
 *
 * Existing accounts: one whose address a provider verified at a social sign-in (a link with the same e-mail) is
 * confirmed; the others are not, and claims already verified on them stay as they are. Editors find them in the
 * claims desk (claimant unconfirmed) rather than losing venues to a migration.
 */
export class EmailConfirmation1764660000000 implements MigrationInterface {
  name = 'EmailConfirmation1764660000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz');
    await q.query(`
      UPDATE users u SET email_confirmed_at = s.created
      FROM (SELECT user_id, email, min(created) AS created FROM social_accounts GROUP BY user_id, email) s
      WHERE s.user_id = u.id AND s.email = u.email`);
    await q.query(`
      CREATE TABLE email_confirmations (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email citext NOT NULL,
        token_hash text NOT NULL,
        created timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CONSTRAINT email_confirmations_hash_key UNIQUE (token_hash)
      )`);
    await q.query('CREATE INDEX email_confirmations_user_idx ON email_confirmations (user_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE email_confirmations');
    await q.query('ALTER TABLE users DROP COLUMN email_confirmed_at');
  }
}
