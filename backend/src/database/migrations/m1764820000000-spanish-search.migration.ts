import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Keyword search and live search find events and venues by their Spanish names and descriptions too (issue 31): a
 * Spanish reader is shown "Taller de salsa" and searches for "taller". The Spanish texts join the keyword vectors at the English ones'
 * weights, through the same 'english' configuration the query is parsed with (search-conditions.queries.ts), so a
 * word is normalised alike on both sides. An event's vector is rewritten when its Spanish texts change, and when its
 * venue's Spanish name does; a category's rename already rewrites its events' (taxonomy.queries.ts). Live search
 * matches a Spanish name as it does an English one: by prefix, and by trigrams from three characters on.
 */
export class SpanishSearch1764820000000 implements MigrationInterface {
  name = 'SpanishSearch1764820000000';

  async up(q: QueryRunner): Promise<void> {
    await this.eventVectors(q, {
      venue: `v.name || ' ' || v.name_es || ' ' || v.city`,
      category: `t.name::text || ' ' || t.name_es`,
      own: `setweight(to_tsvector('english', e.name || ' ' || e.name_es), 'A')`,
      description: `left(regexp_replace(e.description || ' ' || e.description_es, '<[^>]*>', ' ', 'g'), 8000)`,
      eventColumns: 'name, name_es, description, description_es, venue_id, event_type_id',
      venueColumns: ['name', 'name_es', 'city'],
    });
    await this.venueVector(q, {
      name: `name || ' ' || name_es`,
      description: `left(description, 2000) || ' ' || left(description_es, 2000)`,
    });
    for (const table of ['events', 'venues']) {
      await q.query(`CREATE INDEX ${table}_name_es_prefix_idx ON ${table} (lower(name_es) text_pattern_ops) WHERE name_es <> ''`);
      await q.query(`CREATE INDEX ${table}_name_es_trgm_idx ON ${table} USING gin (name_es gin_trgm_ops) WHERE name_es <> ''`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX events_name_es_prefix_idx, events_name_es_trgm_idx, venues_name_es_prefix_idx, venues_name_es_trgm_idx');
    await this.eventVectors(q, {
      venue: `v.name || ' ' || v.city`,
      category: 't.name::text',
      own: `setweight(to_tsvector('english', e.name), 'A')`,
      description: `left(regexp_replace(e.description, '<[^>]*>', ' ', 'g'), 4000)`,
      eventColumns: 'name, description, venue_id, event_type_id',
      venueColumns: ['name', 'city'],
    });
    await this.venueVector(q, { name: 'name', description: 'left(description, 2000)' });
  }

  /** event_search_vector and the triggers that keep events.search_vector (and so event_keywords) current; every vector rewritten. */
  private async eventVectors(
    q: QueryRunner,
    parts: { venue: string; category: string; own: string; description: string; eventColumns: string; venueColumns: readonly string[] },
  ): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION event_search_vector(e events) RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT ${parts.own}
            || setweight(to_tsvector('english', coalesce((SELECT ${parts.venue} FROM venues v WHERE v.id = e.venue_id), '')), 'B')
            || setweight(to_tsvector('english', coalesce((SELECT ${parts.category} FROM event_types t WHERE t.id = e.event_type_id), '')), 'B')
            || setweight(to_tsvector('english', ${parts.description}), 'D')
      $$`);
    await q.query('DROP TRIGGER events_search_vector_trg ON events');
    await q.query(`
      CREATE TRIGGER events_search_vector_trg BEFORE INSERT OR UPDATE OF ${parts.eventColumns}
      ON events FOR EACH ROW EXECUTE FUNCTION events_set_search_vector()`);
    await q.query('DROP TRIGGER venues_event_vectors_trg ON venues');
    await q.query(`
      CREATE TRIGGER venues_event_vectors_trg AFTER UPDATE OF ${parts.venueColumns.join(', ')} ON venues
      FOR EACH ROW WHEN (${parts.venueColumns.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(' OR ')})
      EXECUTE FUNCTION venues_refresh_event_vectors()`);
    await q.query('UPDATE events e SET search_vector = event_search_vector(e)');
  }

  /** venues.search_vector, a generated column: dropped and added again (with its index) over the given texts. */
  private async venueVector(q: QueryRunner, parts: { name: string; description: string }): Promise<void> {
    await q.query('ALTER TABLE venues DROP COLUMN search_vector');
    await q.query(`
      ALTER TABLE venues ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', ${parts.name}), 'A') ||
        setweight(to_tsvector('english', city || ' ' || state || ' ' || poi_type), 'C') ||
        setweight(to_tsvector('english', ${parts.description}), 'D')
      ) STORED`);
    await q.query('CREATE INDEX venues_search_vector_idx ON venues USING gin (search_vector)');
  }
}
