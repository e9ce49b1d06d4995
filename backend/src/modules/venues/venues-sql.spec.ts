import { describeSqlSnapshots } from '../../testing/sql-snapshots.js';
import { INSERT_VENUE_SQL, UPDATE_VENUE_SQL, VENUE_FORM_ROW_SQL } from './venue-writes.queries.js';
import { PUBLISHED_VENUE_DETAIL_SQL, VENUE_DETAIL_VALIDATOR_SQL } from './venues.queries.js';

/**
 * The venues module's hot statements (the detail page, the form's writes; the cards by ids are the cards module's) checked in under backend/sql-snapshots/venues/ so a review reads the statements PostgreSQL runs; the test fails when one changes and
 * its snapshot does not. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/venues/venues-sql.spec.ts
 * and review the diff of sql/ with the change.
 */

describeSqlSnapshots(import.meta.filename, 'venues', 'the hot statements', [
  { name: 'published-venue-detail', shapes: ['one published venue (detail page)'], text: PUBLISHED_VENUE_DETAIL_SQL },
  { name: 'venue-detail-validator', shapes: ["what a venue's detail is made of (read before it, for a 304)"], text: VENUE_DETAIL_VALIDATOR_SQL },
  // The write path's statements are generated from VENUE_WRITE_COLUMNS: the snapshots show them whole.
  { name: 'venue-form-insert', shapes: ['a new venue from the form (slug taken: nothing inserted)'], text: INSERT_VENUE_SQL },
  { name: 'venue-form-update', shapes: ['the form rewrites a venue, answering its old position and zone'], text: UPDATE_VENUE_SQL },
  { name: 'venue-form-row', shapes: ['one venue with its hours for the edit form'], text: VENUE_FORM_ROW_SQL },
]);
