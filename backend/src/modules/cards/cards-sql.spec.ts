import { describeSqlSnapshots } from '../../testing/sql-snapshots.js';
import { EVENT_CARDS_BY_IDS_SQL, VENUE_CARDS_BY_IDS_SQL } from './cards.queries.js';

/**
 * The cards module's hot statements (the event and venue cards of given ids) checked in under
 * backend/sql-snapshots/cards/ so a review reads the statements PostgreSQL runs; the test fails when one changes and
 * its snapshot does not. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/cards/cards-sql.spec.ts
 * and review the diff of sql/ with the change.
 */

describeSqlSnapshots(import.meta.filename, 'cards', 'the hot statements', [
  { name: 'event-cards-by-ids', shapes: ['event cards of given ids in that order (named statement event_cards)'], text: EVENT_CARDS_BY_IDS_SQL },
  { name: 'venue-cards-by-ids', shapes: ['venue cards of given ids in that order (named statement venue_cards)'], text: VENUE_CARDS_BY_IDS_SQL },
]);
