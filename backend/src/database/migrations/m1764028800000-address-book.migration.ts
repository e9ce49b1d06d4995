import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The address book and saved searches of a user (spec: saved address and saved search entities). Both belong
 * to one user and go with them; a saved search that used a deleted address keeps its other criteria and falls
 * back to no location.
 */
export class AddressBook1764028800000 implements MigrationInterface {
  name = 'AddressBook1764028800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_addresses (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        address_name text NOT NULL CHECK (char_length(address_name) BETWEEN 1 AND 24),
        street text NOT NULL DEFAULT '',
        city text NOT NULL CHECK (char_length(city) >= 1),
        state text NOT NULL DEFAULT '',
        postal_code text NOT NULL DEFAULT '',
        country char(2) NOT NULL DEFAULT 'US',
        lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
        lon double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now()
      )`);
    // The book lists one user's entries by last edit or by creation.
    await q.query('CREATE INDEX search_addresses_user_updated_idx ON search_addresses (user_id, updated DESC, id DESC)');
    await q.query('CREATE INDEX search_addresses_user_created_idx ON search_addresses (user_id, created DESC, id DESC)');

    await q.query(`
      CREATE TABLE saved_searches (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        search_name text NOT NULL CHECK (char_length(search_name) BETWEEN 1 AND 65),
        radius double precision CHECK (radius > 0),
        pretty_date text NOT NULL DEFAULT '',
        named_date text NOT NULL DEFAULT ''
          CHECK (named_date IN ('', 'today', 'tomorrow', 'this_weekend', 'next_3', 'next_7', 'next_30')),
        date_start date,
        date_end date,
        keyword text NOT NULL DEFAULT '',
        event_setting text NOT NULL DEFAULT '' CHECK (event_setting IN ('', 'online', 'in_person')),
        age_groups text[] NOT NULL DEFAULT '{}',
        prices text[] NOT NULL DEFAULT '{}',
        event_type_ids integer[] NOT NULL DEFAULT '{}',
        is_active boolean NOT NULL DEFAULT true,
        default_loc_id text NOT NULL DEFAULT '',
        address_id integer REFERENCES search_addresses (id) ON DELETE SET NULL,
        -- When the e-mail alert last covered this search (the alert job comes with its issue).
        last_alerted timestamptz,
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now(),
        CHECK (date_end IS NULL OR date_start IS NULL OR date_end >= date_start)
      )`);
    await q.query('CREATE INDEX saved_searches_user_updated_idx ON saved_searches (user_id, updated DESC, id DESC)');
    await q.query('CREATE INDEX saved_searches_user_created_idx ON saved_searches (user_id, created DESC, id DESC)');
    await q.query('CREATE INDEX saved_searches_address_idx ON saved_searches (address_id) WHERE address_id IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS saved_searches, search_addresses');
  }
}
