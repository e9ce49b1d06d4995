import { describeSqlSnapshots } from '../../testing/sql-snapshots.js';
import {
  CLAIM_SOURCE_SQL,
  DUE_FEEDS_SQL,
  INSERT_NEW_SOURCE_EVENTS_SQL,
  LIKELY_DUPLICATE_SQL,
  LOCAL_EDITS_SQL,
  RECORD_FAILURE_SQL,
  RECORD_SYNC_SQL,
  SOURCE_EVENTS_SQL,
  UNPUBLISH_SOURCE_EVENTS_SQL,
  VENUE_SOURCES_SQL,
} from './calendar-imports.queries.js';
import { FORGET_REFUSAL_SQL, PROPOSALS_PAGE_SQL, SOURCE_PROPOSALS_SQL } from './merge-proposals.queries.js';

/**
 * The calendar sources' statements a sync runs or that read many rows, checked in under
 * backend/sql-snapshots/calendar-imports/. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/calendar-imports/calendar-imports-sql.spec.ts
 */
describeSqlSnapshots(import.meta.filename, 'calendar-imports', 'the sources, their claims and records, the events they imported and the proposed merges', [
  { name: 'venue-sources', shapes: ["a venue's sources with their event counts"], text: VENUE_SOURCES_SQL },
  { name: 'claim-source', shapes: ['claims a source for one sync across instances'], text: CLAIM_SOURCE_SQL },
  { name: 'record-sync', shapes: ['records a sync that went through'], text: RECORD_SYNC_SQL },
  { name: 'record-failure', shapes: ['records a failed sync, pausing a feed failing for days'], text: RECORD_FAILURE_SQL },
  { name: 'due-feeds', shapes: ['the feeds due for a sync'], text: DUE_FEEDS_SQL },
  { name: 'insert-new-source-events', shapes: ['records the events one bulk create added'], text: INSERT_NEW_SOURCE_EVENTS_SQL },
  { name: 'source-events', shapes: ['the events a source imported, with whether a date is still to come'], text: SOURCE_EVENTS_SQL },
  { name: 'local-edits', shapes: ['the imported events with fields kept as edited here'], text: LOCAL_EDITS_SQL },
  { name: 'unpublish-source-events', shapes: ["unpublishes a removed source's events"], text: UNPUBLISH_SOURCE_EVENTS_SQL },
  { name: 'likely-duplicate', shapes: ['an event at the venue with a similar name within the hour'], text: LIKELY_DUPLICATE_SQL },
  { name: 'source-proposals', shapes: ["a source's proposed merges, by the feed's names for them"], text: SOURCE_PROPOSALS_SQL },
  { name: 'proposals-page', shapes: ["one page of the desk's proposed merges, each with the listed event's nearest date"], text: PROPOSALS_PAGE_SQL },
  { name: 'forget-refusal', shapes: ["drops a decided event from its source's refused list"], text: FORGET_REFUSAL_SQL },
]);
