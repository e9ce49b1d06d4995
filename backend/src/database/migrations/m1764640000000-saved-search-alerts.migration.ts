import type { MigrationInterface, QueryRunner } from 'typeorm';

/** 64 hex characters from two random UUIDs (PostgreSQL's strong random source): 244 random bits. */
const RANDOM_TOKEN = "replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')";

/**
 * Saved-search alerts and feeds (issue 18). Each search gets two stored random secrets: the unsubscribe token of
 * its mails and the feed token of its calendar and RSS addresses (a revoke replaces the feed token). The digest
 * job keeps, per user and send day, one row that is its idempotency key (a digest accepted by the mail server is
 * never sent again; 'empty' when nothing was new that day), and per search the events it has already covered, so a digest lists only what is new.
 */
export class SavedSearchAlerts1764640000000 implements MigrationInterface {
  name = 'SavedSearchAlerts1764640000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE saved_searches
        ADD COLUMN unsubscribe_token text NOT NULL DEFAULT ${RANDOM_TOKEN},
        ADD COLUMN feed_token text NOT NULL DEFAULT ${RANDOM_TOKEN}`);
    await q.query('CREATE UNIQUE INDEX saved_searches_unsubscribe_token_idx ON saved_searches (unsubscribe_token)');
    await q.query('CREATE UNIQUE INDEX saved_searches_feed_token_idx ON saved_searches (feed_token)');
    // The job walks the users who have an active search, in user id order.
    await q.query('CREATE INDEX saved_searches_active_user_idx ON saved_searches (user_id, id) WHERE is_active');

    await q.query(`
      CREATE TABLE alert_digests (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        send_day date NOT NULL,
        status text NOT NULL CHECK (status IN ('sending', 'sent', 'failed', 'empty')),
        attempts integer NOT NULL DEFAULT 0,
        event_count integer NOT NULL DEFAULT 0,
        last_error text,
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, send_day)
      )`);
    await q.query(`
      CREATE TABLE alert_seen_events (
        saved_search_id integer NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
        event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        first_seen timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (saved_search_id, event_id)
      )`);
    await q.query('CREATE INDEX alert_seen_events_event_idx ON alert_seen_events (event_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS alert_seen_events, alert_digests');
    await q.query('DROP INDEX IF EXISTS saved_searches_active_user_idx');
    await q.query('ALTER TABLE saved_searches DROP COLUMN IF EXISTS unsubscribe_token, DROP COLUMN IF EXISTS feed_token');
  }
}
