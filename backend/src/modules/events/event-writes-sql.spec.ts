import { describeSqlSnapshots } from '../../testing/sql-snapshots.js';
import {
  COUNT_ACTIVE_EVENTS_SQL,
  EVENT_DAYS_SQL,
  INSERT_EVENT_SQL,
  LOCK_EVENT_SQL,
  LOCK_VENUE_SQL,
  MANAGED_EVENT_TOTALS_SQL,
  MANAGED_EVENTS_BY_CREATED_SQL,
  MANAGED_EVENTS_BY_DATE_SQL,
  MARK_MATCHED_FIELDS_CHANGED_SQL,
  UPDATE_EVENT_DATES_SQL,
  UPDATE_EVENT_SQL,
} from './event-writes.queries.js';

/**
 * The event write path's statements (the quota's lock and count, the insert, the edit and what a saved search matches
 * of it, the dates' rewrite, the producer's list)
 * checked in under backend/sql-snapshots/event-writes/. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/events/event-writes-sql.spec.ts
 */

describeSqlSnapshots(import.meta.filename, 'event-writes', 'the statements', [
  { name: 'lock-venue', shapes: ['the venue row an event is written to, locked (publishing block)'], text: LOCK_VENUE_SQL },
  { name: 'count-active-events', shapes: ["a venue's active events besides the one written (publishing block)"], text: COUNT_ACTIVE_EVENTS_SQL },
  { name: 'insert-event', shapes: ['a new event with its slug'], text: INSERT_EVENT_SQL },
  { name: 'lock-event', shapes: ['the edited event row, locked, with what a saved search matches of it'], text: LOCK_EVENT_SQL },
  { name: 'update-event', shapes: ["an event's fields replaced, answering its keyword vector"], text: UPDATE_EVENT_SQL },
  { name: 'event-days', shapes: ['the local days an event is on, before and after an edit'], text: EVENT_DAYS_SQL },
  { name: 'mark-matched-fields-changed', shapes: ['an edit changed what a saved search matches (alert digest candidate)'], text: MARK_MATCHED_FIELDS_CHANGED_SQL },
  { name: 'update-event-dates', shapes: ["an event's kept date entries rewritten"], text: UPDATE_EVENT_DATES_SQL },
  { name: 'managed-event-totals', shapes: ["the producer list's totals"], text: MANAGED_EVENT_TOTALS_SQL },
  { name: 'managed-events-by-created', shapes: ['the producer list, last added first'], text: MANAGED_EVENTS_BY_CREATED_SQL },
  { name: 'managed-events-by-date', shapes: ['the producer list, next date first'], text: MANAGED_EVENTS_BY_DATE_SQL },
]);
