import { describeSqlSnapshots } from '../../testing/sql-snapshots.js';
import { EVENT_DETAIL_VALIDATOR_SQL, PUBLISHED_EVENT_CARD_SQL, UPCOMING_OCCURRENCES_SQL } from './events.queries.js';

/**
 * The events module's hot statements (the detail page's card and dates; the cards by ids are the cards module's) checked in under backend/sql-snapshots/events/ so a review reads the statements PostgreSQL runs; the test fails when one changes and
 * its snapshot does not. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/events/events-sql.spec.ts
 * and review the diff of sql/ with the change.
 */

describeSqlSnapshots(import.meta.filename, 'events', 'the hot statements', [
  { name: 'published-event-card', shapes: ['the card of one published event (detail page)'], text: PUBLISHED_EVENT_CARD_SQL },
  { name: 'upcoming-occurrences', shapes: ["an event's next dates (detail page)"], text: UPCOMING_OCCURRENCES_SQL },
  { name: 'event-detail-validator', shapes: ["what an event's detail is made of (read before it, for a 304)"], text: EVENT_DETAIL_VALIDATOR_SQL },
]);
