import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * iCalendar import (issue 30): a venue's calendar sources (feeds polled by a job, or files imported once) and the
 * events each one imported, keyed by the feed's UID (with RECURRENCE-ID folded into its master) or, for feeds
 * without stable UIDs, by a fingerprint of the title and first start. `imported` keeps what the last sync wrote,
 * so a field the producer changed here since is told apart from one the feed changed (local_fields, as of the
 * last sync). `syncing_since` claims a source for one sync at a time across instances.
 */
export class CalendarSources1764740000000 implements MigrationInterface {
  name = 'CalendarSources1764740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE calendar_sources (
        id serial PRIMARY KEY,
        venue_id integer NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('feed', 'file')),
        address text NOT NULL,
        file_content text,
        calendar_name text,
        owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        paused boolean NOT NULL DEFAULT false,
        etag text,
        last_modified text,
        last_synced_at timestamptz,
        last_counts jsonb,
        last_error text,
        refused jsonb NOT NULL DEFAULT '[]',
        over_quota boolean NOT NULL DEFAULT false,
        failing_since timestamptz,
        failures integer NOT NULL DEFAULT 0,
        next_sync_at timestamptz,
        syncing_since timestamptz,
        created timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'file') = (file_content IS NOT NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX calendar_sources_feed_idx ON calendar_sources (venue_id, address) WHERE kind = 'feed'`);
    await q.query(`CREATE INDEX calendar_sources_due_idx ON calendar_sources (next_sync_at) WHERE kind = 'feed' AND NOT paused`);
    await q.query(`
      CREATE TABLE calendar_source_events (
        source_id integer NOT NULL REFERENCES calendar_sources (id) ON DELETE CASCADE,
        event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        uid text,
        fingerprint text NOT NULL,
        imported jsonb NOT NULL,
        local_fields text[] NOT NULL DEFAULT '{}',
        PRIMARY KEY (source_id, event_id)
      )`);
    await q.query('CREATE UNIQUE INDEX calendar_source_events_uid_idx ON calendar_source_events (source_id, uid) WHERE uid IS NOT NULL');
    await q.query('CREATE INDEX calendar_source_events_fingerprint_idx ON calendar_source_events (source_id, fingerprint)');
    await q.query('CREATE INDEX calendar_source_events_event_idx ON calendar_source_events (event_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE calendar_source_events');
    await q.query('DROP TABLE calendar_sources');
  }
}
