import { describeSqlSnapshots } from '../../testing/sql-snapshots.js';
import { SET_IMAGES_SQL } from './media.queries.js';

/**
 * The media module's generated statements (one image update per table), checked in under
 * backend/sql-snapshots/media/. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/media/media-sql.spec.ts
 */

describeSqlSnapshots(import.meta.filename, 'media', 'the statements', [
  { name: 'set-venue-images', shapes: ["a venue's image URLs set or cleared, answering the ones replaced"], text: SET_IMAGES_SQL.venue },
  { name: 'set-event-images', shapes: ["an event's image URLs set or cleared, answering the ones replaced"], text: SET_IMAGES_SQL.event },
]);
