import { describeSqlSnapshots } from '../../testing/sql-snapshots.js';
import { INSERT_FLASH_MESSAGE_SQL, POP_FLASH_MESSAGES_SQL } from './flash-messages.queries.js';

/**
 * The pop every signed-in page load runs, and the insert with its prune, checked in under
 * backend/sql-snapshots/flash-messages/ so a review reads the statements PostgreSQL runs; the test fails when one
 * changes and its snapshot does not. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/flash-messages/flash-messages-sql.spec.ts
 * and review the diff of backend/sql-snapshots/flash-messages/ with the change.
 */

describeSqlSnapshots(import.meta.filename, 'flash-messages', 'the statements', [
  { name: 'pop-flash-messages', shapes: ["an account's pending messages, taken on each signed-in page load"], text: POP_FLASH_MESSAGES_SQL },
  { name: 'insert-flash-message', shapes: ['a message stored, expired ones pruned, the account kept to its newest'], text: INSERT_FLASH_MESSAGE_SQL },
]);
