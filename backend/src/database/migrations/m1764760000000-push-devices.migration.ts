import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push devices (issue 32): each browser a user registered for push notifications (its subscription's endpoint,
 * unique across users, and its two keys), which saved searches push to which device, and one delivery row per
 * search, device and send day, taken before a notification is sent: the digest job sends at most one notification
 * per search and device a day however often it runs. A device goes with its user; its links and deliveries go
 * with it or with their search.
 */
export class PushDevices1764760000000 implements MigrationInterface {
  name = 'PushDevices1764760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_devices (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint text NOT NULL,
        p256dh text NOT NULL,
        auth text NOT NULL,
        label text NOT NULL DEFAULT '',
        created timestamptz NOT NULL DEFAULT now(),
        last_success timestamptz
      )`);
    await q.query('CREATE UNIQUE INDEX push_devices_endpoint_idx ON push_devices (endpoint)');
    await q.query('CREATE INDEX push_devices_user_idx ON push_devices (user_id, id)');

    await q.query(`
      CREATE TABLE push_device_searches (
        device_id integer NOT NULL REFERENCES push_devices (id) ON DELETE CASCADE,
        saved_search_id integer NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
        created timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (device_id, saved_search_id)
      )`);
    // The digest job reads the devices of searches; a search's deletion finds its links.
    await q.query('CREATE INDEX push_device_searches_search_idx ON push_device_searches (saved_search_id)');

    await q.query(`
      CREATE TABLE push_deliveries (
        saved_search_id integer NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
        device_id integer NOT NULL REFERENCES push_devices (id) ON DELETE CASCADE,
        send_day date NOT NULL,
        status text NOT NULL CHECK (status IN ('sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created timestamptz NOT NULL DEFAULT now(),
        updated timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (saved_search_id, device_id, send_day)
      )`);
    await q.query('CREATE INDEX push_deliveries_device_idx ON push_deliveries (device_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS push_deliveries, push_device_searches, push_devices');
  }
}
