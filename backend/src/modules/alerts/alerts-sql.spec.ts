import { describeSqlSnapshots } from '../../testing/sql-snapshots.js';
import { CANCELLATIONS_TO_TELL_SQL, CANCELLED_EVENTS_SQL, MARK_CANCELLATIONS_TOLD_SQL, NEW_EVENTS_SQL, RECENT_EVENTS_SQL } from './alerts.queries.js';

/**
 * The alert digest's reads of its candidates (events created or changed in what a search matches) and of what each
 * search has not covered yet, checked in under backend/sql-snapshots/alerts/. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/alerts/alerts-sql.spec.ts
 */

describeSqlSnapshots(import.meta.filename, 'alerts', 'the digest candidates, the not yet covered events and the cancellations to tell', [
  { name: 'recent-events', shapes: ['the events created or changed in what a search matches since the earliest coverage of a run'], text: RECENT_EVENTS_SQL },
  { name: 'new-events', shapes: ["of the events listed for searches, those each search's digests have not covered"], text: NEW_EVENTS_SQL },
  { name: 'cancelled-events', shapes: ['the cancelled events with a date to come, soonest first'], text: CANCELLED_EVENTS_SQL },
  { name: 'cancellations-to-tell', shapes: ['the announced events of the searches, cancelled since, not told yet'], text: CANCELLATIONS_TO_TELL_SQL },
  { name: 'mark-cancellations-told', shapes: ['records the cancellations a sent digest told'], text: MARK_CANCELLATIONS_TOLD_SQL },
]);
