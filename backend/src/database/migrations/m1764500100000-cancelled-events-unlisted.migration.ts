import type { MigrationInterface, QueryRunner } from 'typeorm';
import { eventSearchRowsFunction } from './event-search-rows-function.js';

/**
 * A cancelled event leaves the listings (issue 13: cancelling removes it from listings; its page stays, marked
 * cancelled, and its calendar file says STATUS:CANCELLED): the search rows are built for events that are not
 * cancelled, and the rows of events cancelled already go.
 */
export class CancelledEventsUnlisted1764500100000 implements MigrationInterface {
  name = 'CancelledEventsUnlisted1764500100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(eventSearchRowsFunction({ listCancelled: false, liveColumns: false }));
    await q.query('DELETE FROM event_search s USING events e WHERE e.id = s.event_id AND e.is_cancelled');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(eventSearchRowsFunction({ listCancelled: true, liveColumns: false }));
    await q.query('SELECT refresh_event_search(ARRAY(SELECT id FROM events WHERE is_cancelled))');
  }
}
