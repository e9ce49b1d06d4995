import { describeSqlSnapshots } from '../../testing/sql-snapshots.js';
import { QUEUE_OLDEST_FIRST_SQL } from './editor.queries.js';
import { WEEK_ENTRIES_SQL } from './timesheets.queries.js';

/**
 * The editor desk's generated statements checked in under backend/sql-snapshots/editor/ so a review reads what
 * PostgreSQL runs. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/editor/editor-sql.spec.ts
 */

describeSqlSnapshots(import.meta.filename, 'editor', 'the moderation queue and the timesheet week', [
  { name: 'venue-queue-oldest-first', shapes: ['one page of the moderation queue with each item\'s likely duplicates'], text: QUEUE_OLDEST_FIRST_SQL },
  { name: 'timesheet-week', shapes: ["one week's periods, every editor or one"], text: WEEK_ENTRIES_SQL },
]);
