import type { MigrationInterface, QueryRunner } from 'typeorm';
import { eventSearchRowsFunction } from './event-search-rows-function.js';

/**
 * One event status in place of the two flags is_cancelled and is_postponed (issue 30): scheduled, cancelled,
 * postponed or moved online, set by the producer's form and by iCalendar imports (STATUS). A cancelled event
 * now stays in the listings until its date, marked cancelled, so a visitor who planned to go learns it there
 * rather than finding it gone: the search rows are built for every status again.
 */
export class EventStatus1764730000000 implements MigrationInterface {
  name = 'EventStatus1764730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE events ADD COLUMN status text NOT NULL DEFAULT 'scheduled'
        CONSTRAINT events_status_check CHECK (status IN ('scheduled', 'cancelled', 'postponed', 'moved_online'))`);
    await q.query(`UPDATE events SET status = CASE WHEN is_cancelled THEN 'cancelled' ELSE 'postponed' END WHERE is_cancelled OR is_postponed`);
    await q.query(eventSearchRowsFunction({ listCancelled: true, liveColumns: true }));
    await q.query(`SELECT refresh_event_search(ARRAY(SELECT id FROM events WHERE status = 'cancelled'))`);
    await q.query('ALTER TABLE events DROP COLUMN is_cancelled, DROP COLUMN is_postponed');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE events ADD COLUMN is_cancelled boolean NOT NULL DEFAULT false, ADD COLUMN is_postponed boolean NOT NULL DEFAULT false');
    await q.query(`UPDATE events SET is_cancelled = status = 'cancelled', is_postponed = status = 'postponed' WHERE status <> 'scheduled'`);
    await q.query(eventSearchRowsFunction({ listCancelled: false, liveColumns: true }));
    await q.query('DELETE FROM event_search s USING events e WHERE e.id = s.event_id AND e.is_cancelled');
    await q.query('ALTER TABLE events DROP COLUMN status');
  }
}
