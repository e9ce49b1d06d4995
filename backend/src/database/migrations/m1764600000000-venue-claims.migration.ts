import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Venue claims and per-venue subscriptions (issue 14).
 *
 * venue_claims: one row per claim; a user holds at most one open claim (claimed, new, verifying) per venue, enforced
 * by a partial unique index so two tabs claiming at once make exactly one. venue_id is SET NULL when the venue is
 * deleted: the moderation desk shows 'Venue missing'. venue_claim_history: every change, with who made it (NULL for
 * the automatic step).
 *
 * subscriptions become per venue: venue_id names the venue it pays for, user_id stays the billing contact. Existing
 * rows move to the venues their user is billing contact of (or manages, when they are billing contact of none): the
 * first such venue takes the row, the others get a copy. A row whose user manages no venue keeps venue_id NULL and
 * still counts for every venue that user manages later (rows written by tools that know no venue).
 * stripe_events records applied webhook events (idempotency); last_event_at orders them (out-of-order safety).
 */
export class VenueClaims1764600000000 implements MigrationInterface {
  name = 'VenueClaims1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE venue_claims (
        id serial PRIMARY KEY,
        venue_id integer REFERENCES venues (id) ON DELETE SET NULL,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('claimed', 'new', 'verifying', 'verified', 'canceled', 'rejected')),
        notes text NOT NULL DEFAULT '',
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE UNIQUE INDEX venue_claims_one_open_idx ON venue_claims (venue_id, user_id)
      WHERE status IN ('claimed', 'new', 'verifying')`);
    await q.query('CREATE INDEX venue_claims_status_created_idx ON venue_claims (status, created DESC)');
    await q.query('CREATE INDEX venue_claims_user_idx ON venue_claims (user_id)');
    await q.query(`
      CREATE TABLE venue_claim_history (
        id bigserial PRIMARY KEY,
        claim_id integer NOT NULL REFERENCES venue_claims (id) ON DELETE CASCADE,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        status text NOT NULL,
        message text NOT NULL DEFAULT '',
        created timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query('CREATE INDEX venue_claim_history_claim_idx ON venue_claim_history (claim_id, created DESC)');

    await q.query('ALTER TABLE subscriptions ADD COLUMN venue_id integer REFERENCES venues (id) ON DELETE CASCADE');
    await q.query('ALTER TABLE subscriptions ADD COLUMN stripe_customer_id text');
    await q.query('ALTER TABLE subscriptions ADD COLUMN stripe_subscription_id text');
    await q.query('ALTER TABLE subscriptions ADD COLUMN last_event_at timestamptz');
    await q.query('ALTER TABLE subscriptions ADD COLUMN past_due_since timestamptz');
    await q.query(`
      WITH targets AS (
        SELECT s.id AS subscription_id, m.venue_id,
               row_number() OVER (PARTITION BY s.id ORDER BY m.is_billing_contact DESC, m.venue_id) AS n
        FROM subscriptions s
        JOIN venue_managers m ON m.user_id = s.user_id
        WHERE m.is_billing_contact OR NOT EXISTS (
          SELECT 1 FROM venue_managers b WHERE b.user_id = s.user_id AND b.is_billing_contact)
      ), first_venue AS (
        UPDATE subscriptions s SET venue_id = t.venue_id FROM targets t WHERE t.subscription_id = s.id AND t.n = 1
      )
      INSERT INTO subscriptions (user_id, venue_id, status, plan, portal_link, active_events_allowed, created, updated)
      SELECT s.user_id, t.venue_id, s.status, s.plan, s.portal_link, s.active_events_allowed, s.created, s.updated
      FROM targets t JOIN subscriptions s ON s.id = t.subscription_id
      WHERE t.n > 1`);
    // One subscription per venue: the newest stays when a user had several.
    await q.query(`
      DELETE FROM subscriptions s USING subscriptions newer
      WHERE s.venue_id IS NOT NULL AND newer.venue_id = s.venue_id
        AND (newer.updated, newer.id) > (s.updated, s.id)`);
    await q.query('CREATE UNIQUE INDEX subscriptions_venue_idx ON subscriptions (venue_id) WHERE venue_id IS NOT NULL');
    await q.query('CREATE UNIQUE INDEX subscriptions_stripe_idx ON subscriptions (stripe_subscription_id) WHERE stripe_subscription_id IS NOT NULL');

    await q.query(`
      CREATE TABLE stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        created timestamptz NOT NULL,
        received timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS stripe_events, venue_claim_history, venue_claims');
    await q.query('DROP INDEX IF EXISTS subscriptions_stripe_idx');
    await q.query('DROP INDEX IF EXISTS subscriptions_venue_idx');
    await q.query(
      'ALTER TABLE subscriptions DROP COLUMN IF EXISTS venue_id, DROP COLUMN IF EXISTS stripe_customer_id, DROP COLUMN IF EXISTS stripe_subscription_id, DROP COLUMN IF EXISTS last_event_at, DROP COLUMN IF EXISTS past_due_since',
    );
  }
}
