import { describeSqlSnapshots } from '../../testing/sql-snapshots.js';
import { FIND_SESSION_USER_SQL } from './auth.queries.js';

/**
 * The session lookup every signed-in request runs checked in under backend/sql-snapshots/auth/ so a review reads the statements PostgreSQL runs; the test fails when one changes and
 * its snapshot does not. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/auth/auth-sql.spec.ts
 * and review the diff of sql/ with the change.
 */

describeSqlSnapshots(import.meta.filename, 'auth', 'the hot statements', [
  { name: 'find-session-user', shapes: ['the signed-in user of a session family (named statement session_user)'], text: FIND_SESSION_USER_SQL },
]);
