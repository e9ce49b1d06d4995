import { describeSqlSnapshots } from '../../testing/sql-snapshots.js';
import { COUNT_CLAIMS_SQL, GRANT_VENUE_SQL, HAS_CLAIMS_SQL, LIST_CLAIMS_SQL, LOCK_CLAIM_SQL, LOCK_VENUE_SQL, OWN_CLAIMS_SQL } from './claims.queries.js';

/**
 * The moderation desk's list, My Claims, and the statements of a claim and a status change, checked in under
 * backend/sql-snapshots/claims/ so a review reads what PostgreSQL runs. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/claims/claims-sql.spec.ts
 */

describeSqlSnapshots(import.meta.filename, 'claims', 'the statements', [
  { name: 'list-claims', shapes: ['one page of the desk: claims by status, with venue, claimant, subscription and history'], text: LIST_CLAIMS_SQL },
  { name: 'count-claims', shapes: ['the total of a desk page past the last one'], text: COUNT_CLAIMS_SQL },
  { name: 'lock-venue', shapes: ['the venue a claim is for, locked so claims of it run one after the other'], text: LOCK_VENUE_SQL },
  { name: 'lock-claim', shapes: ['a claim with its claimant and venue, locked for a status change'], text: LOCK_CLAIM_SQL },
  { name: 'grant-venue', shapes: ['a verified claim makes its user a manager of the venue'], text: GRANT_VENUE_SQL },
  { name: 'own-claims', shapes: ['My Claims: every claim of the signed-in user with its venue, newest first'], text: OWN_CLAIMS_SQL },
  { name: 'has-claims', shapes: ['whether the user has claimed a venue (the user context)'], text: HAS_CLAIMS_SQL },
]);
