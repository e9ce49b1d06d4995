import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: users and their linked social accounts, session refresh tokens and password reset tokens (both
 * stored as SHA-256 hashes only), bookmarks of events and venues, the minimal billing a producer needs
 * (venue managers, subscriptions; completed by the billing issue) and the counters of the rate limiter, kept
 * here so any number of backend instances share them.
 */
export class Accounts1763942700000 implements MigrationInterface {
  name = 'Accounts1763942700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username citext NOT NULL CHECK (char_length(username) BETWEEN 1 AND 150),
        email citext NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
        -- NULL: no usable password (an account made by social sign-in).
        password_hash text,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        distance_units text NOT NULL DEFAULT 'mi' CHECK (distance_units IN ('mi', 'km')),
        is_superuser boolean NOT NULL DEFAULT false,
        is_staff boolean NOT NULL DEFAULT false,
        is_editor boolean NOT NULL DEFAULT false,
        is_zeditor boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now(),
        last_login timestamptz,
        CONSTRAINT users_username_key UNIQUE (username),
        CONSTRAINT users_email_key UNIQUE (email)
      )`);

    await q.query(`
      CREATE TABLE social_accounts (
        id serial PRIMARY KEY,
        provider text NOT NULL CHECK (provider IN ('apple', 'google', 'twitter', 'facebook')),
        subject text NOT NULL,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email citext NOT NULL DEFAULT '',
        created timestamptz NOT NULL DEFAULT now(),
        last_login timestamptz,
        CONSTRAINT social_accounts_provider_subject_key UNIQUE (provider, subject)
      )`);
    await q.query('CREATE INDEX social_accounts_user_idx ON social_accounts (user_id)');

    // A family is one sign-in: each refresh replaces its token by a new one of the same family; presenting a
    // token that was already used revokes the whole family (a stolen token was replayed).
    await q.query(`
      CREATE TABLE refresh_tokens (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        family uuid NOT NULL,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        created timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz,
        revoked_at timestamptz,
        replaced_by bigint REFERENCES refresh_tokens (id) ON DELETE SET NULL,
        CONSTRAINT refresh_tokens_hash_key UNIQUE (token_hash)
      )`);
    await q.query('CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family)');
    await q.query('CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)');
    await q.query('CREATE INDEX refresh_tokens_expiry_idx ON refresh_tokens (expires_at)');

    await q.query(`
      CREATE TABLE password_reset_tokens (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        created timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz,
        CONSTRAINT password_reset_tokens_hash_key UNIQUE (token_hash)
      )`);
    await q.query('CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)');

    await q.query(`
      CREATE TABLE saved_events (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        created timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, event_id)
      )`);
    await q.query('CREATE INDEX saved_events_event_idx ON saved_events (event_id)');

    await q.query(`
      CREATE TABLE saved_pois (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        venue_id integer NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
        created timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, venue_id)
      )`);
    await q.query('CREATE INDEX saved_pois_venue_idx ON saved_pois (venue_id)');

    // Minimal billing (the billing issue completes it): a producer is a user managing at least one venue.
    await q.query(`
      CREATE TABLE subscriptions (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL
          CHECK (status IN ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid')),
        plan text NOT NULL DEFAULT '',
        portal_link text,
        -- Active events allowed per managed venue; NULL = no limit.
        active_events_allowed integer CHECK (active_events_allowed >= 0),
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX subscriptions_user_idx ON subscriptions (user_id)');

    await q.query(`
      CREATE TABLE venue_managers (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        venue_id integer NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
        is_billing_contact boolean NOT NULL DEFAULT false,
        created timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, venue_id)
      )`);
    await q.query('CREATE INDEX venue_managers_venue_idx ON venue_managers (venue_id)');

    // Fixed-window counters of the rate limiter (key = hash of route + client address).
    await q.query(`
      CREATE TABLE throttle_counters (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        expires_at timestamptz NOT NULL,
        blocked_until timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'DROP TABLE IF EXISTS throttle_counters, venue_managers, subscriptions, saved_pois, saved_events, password_reset_tokens, refresh_tokens, social_accounts, users',
    );
  }
}
