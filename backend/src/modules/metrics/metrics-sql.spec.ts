import { describeSqlSnapshots } from '../../testing/sql-snapshots.js';
import { ADD_IMPRESSIONS_SQL, PRUNE_PAGE_VIEWS_SQL } from './metrics.queries.js';

/**
 * The statement every impressions batch runs, and the hourly prune, checked in under backend/sql-snapshots/metrics/ so a review reads the
 * statements PostgreSQL runs; the test fails when one changes and its snapshot does not. After a deliberate change,
 * rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/metrics/metrics-sql.spec.ts
 * and review the diff of backend/sql-snapshots/metrics/ with the change.
 */

describeSqlSnapshots(import.meta.filename, 'metrics', 'the impressions statements', [
  { name: 'add-impressions', shapes: ["a page view's batch of distinct items, counted once per page view"], text: ADD_IMPRESSIONS_SQL },
  { name: 'prune-page-views', shapes: ['the hourly prune of page views older than the retention'], text: PRUNE_PAGE_VIEWS_SQL },
]);
