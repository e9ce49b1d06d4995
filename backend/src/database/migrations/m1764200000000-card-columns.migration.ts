import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the event and venue cards read, stored with the row instead of computed for every card of every listing page
 * (measured with pgbench on the region catalogue, 20 cards per page):
 *
 * - events.is_recurring (the card's recurring / single highlight): a series that is not 'once', or more than one
 *   occurrence. Two sub-queries per card cost 0.19 of the event cards' 0.85 ms. refresh_event_search(), which runs
 *   after every expansion of an event's dates (writes of the event, the generator, the horizon job), sets it.
 * - venues.open_times (the venue card's openTimes, in the API's shape): the per-card json_agg over
 *   venue_open_times cost 0.45 of the venue cards' 0.64 ms. Statement triggers on venue_open_times keep it.
 */
export class CardColumns1764200000000 implements MigrationInterface {
  name = 'CardColumns1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE events ADD COLUMN is_recurring boolean NOT NULL DEFAULT false');
    await q.query(`
      CREATE FUNCTION event_is_recurring(event integer) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT EXISTS (SELECT 1 FROM event_dates d WHERE d.event_id = event AND d.frequency <> 'once')
            OR (SELECT count(*) FROM (SELECT 1 FROM event_occurrences o WHERE o.event_id = event LIMIT 2) two) > 1
      $$`);
    await q.query('UPDATE events SET is_recurring = event_is_recurring(id)');
    // refresh_event_search (catalogue migration) keeps its name and callers and also sets the flag, written only
    // where it changes.
    await q.query('ALTER FUNCTION refresh_event_search(integer[]) RENAME TO refresh_event_search_rows');
    await q.query(`
      CREATE FUNCTION refresh_event_search(ids integer[]) RETURNS void LANGUAGE sql AS $$
        SELECT refresh_event_search_rows(ids);
        UPDATE events e SET is_recurring = r.recurring
        FROM (SELECT id, event_is_recurring(id) AS recurring FROM unnest(ids) AS id) r
        WHERE e.id = r.id AND e.is_recurring IS DISTINCT FROM r.recurring;
      $$`);

    await q.query(`ALTER TABLE venues ADD COLUMN open_times json NOT NULL DEFAULT '[]'::json`);
    await q.query(`
      CREATE FUNCTION venue_open_times_json(venue integer) RETURNS json LANGUAGE sql STABLE AS $$
        SELECT coalesce(json_agg(json_build_object(
                 'dayOfWeek', ot.day_of_week, 'closed', ot.closed,
                 'timeStart', left(ot.time_start::text, 8), 'timeEnd', left(ot.time_end::text, 8))
               ORDER BY ot.day_of_week, ot.time_start NULLS FIRST, ot.id), '[]'::json)
        FROM venue_open_times ot WHERE ot.venue_id = venue
      $$`);
    await q.query(`
      CREATE FUNCTION venue_open_times_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE venues v SET open_times = venue_open_times_json(v.id) WHERE v.id IN (SELECT venue_id FROM new_rows);
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE venues v SET open_times = venue_open_times_json(v.id) WHERE v.id IN (SELECT venue_id FROM old_rows);
        ELSE
          UPDATE venues v SET open_times = venue_open_times_json(v.id)
          WHERE v.id IN (SELECT venue_id FROM new_rows UNION SELECT venue_id FROM old_rows);
        END IF;
        RETURN NULL;
      END $$`);
    // A trigger with transition tables handles one kind of statement.
    await q.query(`
      CREATE TRIGGER venue_open_times_insert_trg AFTER INSERT ON venue_open_times
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION venue_open_times_sync()`);
    await q.query(`
      CREATE TRIGGER venue_open_times_update_trg AFTER UPDATE ON venue_open_times
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION venue_open_times_sync()`);
    await q.query(`
      CREATE TRIGGER venue_open_times_delete_trg AFTER DELETE ON venue_open_times
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION venue_open_times_sync()`);
    await q.query('UPDATE venues v SET open_times = venue_open_times_json(v.id) WHERE EXISTS (SELECT 1 FROM venue_open_times ot WHERE ot.venue_id = v.id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER IF EXISTS venue_open_times_insert_trg ON venue_open_times');
    await q.query('DROP TRIGGER IF EXISTS venue_open_times_update_trg ON venue_open_times');
    await q.query('DROP TRIGGER IF EXISTS venue_open_times_delete_trg ON venue_open_times');
    await q.query('DROP FUNCTION IF EXISTS venue_open_times_sync()');
    await q.query('DROP FUNCTION IF EXISTS venue_open_times_json(integer)');
    await q.query('ALTER TABLE venues DROP COLUMN IF EXISTS open_times');
    await q.query('DROP FUNCTION IF EXISTS refresh_event_search(integer[])');
    await q.query('ALTER FUNCTION refresh_event_search_rows(integer[]) RENAME TO refresh_event_search');
    await q.query('DROP FUNCTION IF EXISTS event_is_recurring(integer)');
    await q.query('ALTER TABLE events DROP COLUMN IF EXISTS is_recurring');
  }
}
