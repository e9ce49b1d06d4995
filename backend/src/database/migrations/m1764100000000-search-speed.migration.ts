import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * event_keywords: the events' full-text vectors alone (event id + events.search_vector), with their own GIN index,
 * for the keyword filter of the events listing (modules/search/search.queries.ts).
 *
 * A broad keyword ("music", "art") matches a fifth of the catalogue; its event ids came from a bitmap heap scan of
 * the wide events table, which visits nearly every heap page (10,600 of 12,100 on the stress catalogue: 25 of the
 * 54 ms of the slowest listing shape). The narrow table is about a third of the pages; measured on the stress
 * catalogue the id lookup of a broad keyword takes 35-45 % less time.
 *
 * Kept by a trigger on events: after an insert, or an update that changed the vector (the vector is itself set by
 * events_search_vector_trg, also when a venue is renamed); rows go with their event (ON DELETE CASCADE).
 */
export class SearchSpeed1764100000000 implements MigrationInterface {
  name = 'SearchSpeed1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_keywords (
        event_id integer PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
        search_vector tsvector NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION event_keywords_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO event_keywords (event_id, search_vector) VALUES (NEW.id, NEW.search_vector)
        ON CONFLICT (event_id) DO UPDATE SET search_vector = EXCLUDED.search_vector;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER event_keywords_insert_trg AFTER INSERT ON events
      FOR EACH ROW EXECUTE FUNCTION event_keywords_sync()`);
    await q.query(`
      CREATE TRIGGER event_keywords_update_trg AFTER UPDATE ON events
      FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION event_keywords_sync()`);
    await q.query('INSERT INTO event_keywords (event_id, search_vector) SELECT id, search_vector FROM events');
    await q.query('CREATE INDEX event_keywords_search_vector_idx ON event_keywords USING gin (search_vector)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER IF EXISTS event_keywords_update_trg ON events');
    await q.query('DROP TRIGGER IF EXISTS event_keywords_insert_trg ON events');
    await q.query('DROP FUNCTION IF EXISTS event_keywords_sync()');
    await q.query('DROP TABLE IF EXISTS event_keywords');
  }
}
