import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Venues on the fediverse (issue 33):
 * - each venue's key pairs (RSA for HTTP signatures, Ed25519 for object proofs) as JWKs, made on first need and
 *   gone with the venue;
 * - the remote actors following a venue, with the inboxes deliveries go to (a server's shared inbox when it has one)
 *   and the id of their Follow, which an Undo names;
 * - the key-value store Fedify keeps remote documents, keys, seen activity ids and its delivery circuit breaker in,
 *   with an optional expiry. A logged table: every instance reads and writes it, and reads may go to a replica;
 * - the remote servers staff blocked;
 * - what the followers were last sent of each event (its fingerprint, and the slug its object's address names), so
 *   a change is sent as Create, Update or Delete, and only when what they see changed;
 * - the events changed since the deliveries job last ran, written by triggers on events and their dates whatever
 *   made the change (a form, the editor desk, a calendar import), and only for venues that have followers.
 */
export class Federation1764770000000 implements MigrationInterface {
  name = 'Federation1764770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE federation_actor_keys (
        venue_id integer PRIMARY KEY REFERENCES venues (id) ON DELETE CASCADE,
        rsa_public jsonb NOT NULL,
        rsa_private jsonb NOT NULL,
        ed25519_public jsonb NOT NULL,
        ed25519_private jsonb NOT NULL,
        created timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE federation_followers (
        venue_id integer NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
        actor_uri text NOT NULL,
        inbox text NOT NULL,
        shared_inbox text,
        follow_uri text NOT NULL,
        domain text NOT NULL,
        created timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (venue_id, actor_uri)
      )`);
    // An Undo names the follower and its Follow; a domain block finds that domain's followers.
    await q.query('CREATE INDEX federation_followers_actor_idx ON federation_followers (actor_uri)');
    await q.query('CREATE INDEX federation_followers_domain_idx ON federation_followers (domain)');

    await q.query(`
      CREATE TABLE federation_kv (
        key text[] PRIMARY KEY,
        value jsonb NOT NULL,
        expires timestamptz
      )`);
    await q.query('CREATE INDEX federation_kv_expires_idx ON federation_kv (expires) WHERE expires IS NOT NULL');

    await q.query(`
      CREATE TABLE federation_blocked_domains (
        domain text PRIMARY KEY,
        followers_removed integer NOT NULL DEFAULT 0,
        created_by integer REFERENCES users (id) ON DELETE SET NULL,
        created timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE federation_sent_events (
        event_id integer PRIMARY KEY,
        venue_id integer NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
        slug text NOT NULL,
        fingerprint text NOT NULL,
        updated timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE federation_event_changes (
        id bigserial PRIMARY KEY,
        event_id integer NOT NULL,
        venue_id integer NOT NULL
      )`);
    // A row per change of an event whose venue (before or after) has followers; the existence check walks the
    // followers' primary key, so venues nobody follows pay one index probe per written row.
    await q.query(`
      CREATE FUNCTION federation_note_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed_event integer;
        venues integer[];
      BEGIN
        IF TG_TABLE_NAME = 'events' THEN
          IF TG_OP = 'DELETE' THEN
            changed_event := OLD.id;
            venues := ARRAY[OLD.venue_id];
          ELSIF TG_OP = 'INSERT' THEN
            changed_event := NEW.id;
            venues := ARRAY[NEW.venue_id];
          ELSE
            changed_event := NEW.id;
            venues := ARRAY[NEW.venue_id, OLD.venue_id];
          END IF;
        ELSE
          changed_event := CASE WHEN TG_OP = 'DELETE' THEN OLD.event_id ELSE NEW.event_id END;
          SELECT ARRAY[e.venue_id] INTO venues FROM events e WHERE e.id = changed_event;
        END IF;
        INSERT INTO federation_event_changes (event_id, venue_id)
        SELECT DISTINCT changed_event, v FROM unnest(venues) AS v
        WHERE v IS NOT NULL AND EXISTS (SELECT 1 FROM federation_followers f WHERE f.venue_id = v);
        RETURN NULL;
      END
      $$`);
    await q.query(`CREATE TRIGGER events_federation_change AFTER INSERT OR UPDATE OR DELETE ON events
      FOR EACH ROW EXECUTE FUNCTION federation_note_event_change()`);
    await q.query(`CREATE TRIGGER event_dates_federation_change AFTER INSERT OR UPDATE OR DELETE ON event_dates
      FOR EACH ROW EXECUTE FUNCTION federation_note_event_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER IF EXISTS event_dates_federation_change ON event_dates');
    await q.query('DROP TRIGGER IF EXISTS events_federation_change ON events');
    await q.query('DROP FUNCTION IF EXISTS federation_note_event_change()');
    await q.query(
      'DROP TABLE IF EXISTS federation_event_changes, federation_sent_events, federation_blocked_domains, federation_kv, federation_followers, federation_actor_keys',
    );
  }
}
