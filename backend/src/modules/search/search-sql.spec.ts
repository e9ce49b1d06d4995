import { EVENT_ORDERINGS, VENUE_ORDERINGS } from '@events/contracts/reference';
import { fileWord } from '../../testing/queries-snapshots.js';
import { distinctStatements, expectSqlSnapshots, specPathOf, sqlSnapshotFolder } from '../../testing/sql-snapshots.js';
import { eventDatesStatement, eventTypeCountsStatement } from './event-facets.queries.js';
import { eventStatementKind } from './event-page.queries.js';
import type { EventCandidates, EventFilters, EventSearchCriteria, SearchArea, VenueSearchCriteria } from './search-criteria.js';
import { eventListingStatement, UNKNOWN_EVENT_TYPE_IDS_SQL, venueListingStatement } from './search.queries.js';

/**
 * The final SQL of every listing shape, checked in under backend/sql-snapshots/search/ so a review reads the statements PostgreSQL runs.
 * A shape is what the builders branch on: listing, statement kind, ordering, search point (none, a point without a
 * radius, a radius), keyword, and the filters (none, price alone, which the ranked pages treat apart, all of them; for venues: no event criteria,
 * a date range, a date range with filters), and for events whether the listing is over an alert digest's candidates. Shapes with equal statements share one file.
 *
 * The test fails when a statement changes and its snapshot does not. After a deliberate change, rewrite them with
 *   cd backend && UPDATE_SQL_SNAPSHOTS=1 node --experimental-vm-modules ../node_modules/jest/bin/jest.js src/modules/search/search-sql.spec.ts
 * and review the diff of backend/sql-snapshots/search/ with the change.
 */

const SQL_FOLDER = sqlSnapshotFolder('search');
const SPEC = specPathOf(import.meta.filename);

const POINT = { lat: 42.45, lon: -73.25, ux: 0.2, uy: -0.7, uz: 0.67 };
const AREAS: Record<string, SearchArea | null> = {
  'no-point': null,
  point: { ...POINT, minDot: null },
  radius: { ...POINT, minDot: 0.99 },
};

const NO_FILTERS: Omit<EventFilters, 'keyword'> = { eventTypes: null, priceRanks: null, ageMask: null, isOnline: false, isInPerson: false };
const EVENT_FILTERS: Record<string, Omit<EventFilters, 'keyword'>> = {
  'no-filters': NO_FILTERS,
  price: { ...NO_FILTERS, priceRanks: [0, 1] },
  'all-filters': { eventTypes: [1, 2], priceRanks: [0, 1], ageMask: 3, isOnline: true, isInPerson: true },
};

const KEYWORDS: Record<string, string | null> = { 'no-keyword': null, keyword: 'jazz:*' };

const WINDOW = { page: 2, pageSize: 20, offset: 20 };
const RANGE = { start: '2026-11-25', end: '2026-12-01' };
const NOW = new Date('2026-11-25T17:00:00Z');
/**
 * A range that starts today leaves out what has ended (upcomingAt); one that starts on another day does not, shown
 * for the filterless shapes (the filters enter both alike).
 */
const STARTS: Record<string, Date | null> = { 'from-today': NOW, 'from-another-day': null };

/**
 * The alert digest's listings (alerts/alert-candidates.ts): over the candidate events only, which a digest run
 * asks for every saved search with something new; shown from today with no filters and with all of them.
 */
const CANDIDATES: EventCandidates = { eventIds: [11, 12, 13], afterDay: '2026-11-30' };

function eventStatements(): { name: string; shape: string; text: string }[] {
  const out: { name: string; shape: string; text: string }[] = [];
  for (const { value: ordering } of EVENT_ORDERINGS) {
    for (const [areaName, area] of Object.entries(AREAS)) {
      for (const [keywordName, keyword] of Object.entries(KEYWORDS)) {
        for (const [filtersName, filters] of Object.entries(EVENT_FILTERS)) {
          for (const [startName, upcomingAt] of Object.entries(STARTS)) {
            if (upcomingAt === null && filtersName !== 'no-filters') continue;
            const criteria: EventSearchCriteria = { range: RANGE, upcomingAt, area, units: 'mi', filters: { ...filters, keyword }, ordering, window: WINDOW };
            const kind = eventStatementKind(criteria);
            const name = `events-${kind}-${fileWord(ordering)}-${areaName}-${keywordName}-${filtersName}-${startName}`;
            const shape = `events, ${kind}, ordering ${ordering}, ${areaName}, ${keywordName}, ${filtersName}, ${startName}`;
            out.push({ name, shape, text: eventListingStatement(criteria, NOW).text });
            if (upcomingAt === null || filtersName === 'price') continue;
            const digest: EventSearchCriteria = { ...criteria, candidates: CANDIDATES };
            out.push({
              name: `events-candidates-${fileWord(ordering)}-${areaName}-${keywordName}-${filtersName}-${startName}`,
              shape: `events, candidates (alert digest), ordering ${ordering}, ${areaName}, ${keywordName}, ${filtersName}, ${startName}`,
              text: eventListingStatement(digest, NOW).text,
            });
          }
        }
      }
    }
  }
  return out;
}

const VENUE_EVENTS: Record<string, VenueSearchCriteria['events']> = {
  'no-event-criteria': null,
  'date-range': { range: RANGE, filters: NO_FILTERS },
  'date-range-all-filters': { range: RANGE, filters: EVENT_FILTERS['all-filters'] as Omit<EventFilters, 'keyword'> },
};

function venueStatements(): { name: string; shape: string; text: string }[] {
  const out: { name: string; shape: string; text: string }[] = [];
  for (const { value: ordering } of VENUE_ORDERINGS) {
    for (const [areaName, area] of Object.entries(AREAS)) {
      for (const [keywordName, keyword] of Object.entries(KEYWORDS)) {
        for (const [eventsName, events] of Object.entries(VENUE_EVENTS)) {
          const criteria: VenueSearchCriteria = { area, units: 'mi', keyword, events, ordering, window: WINDOW };
          const name = `venues-${fileWord(ordering)}-${areaName}-${keywordName}-${eventsName}`;
          out.push({ name, shape: `venues, ordering ${ordering}, ${areaName}, ${keywordName}, ${eventsName}`, text: venueListingStatement(criteria).text });
        }
      }
    }
  }
  return out;
}

/** The facets (event-facets.queries.ts) of each search point, keyword and filter shape. */
function facetStatements(): { name: string; shape: string; text: string }[] {
  const out: { name: string; shape: string; text: string }[] = [];
  for (const [areaName, area] of Object.entries(AREAS)) {
    for (const [keywordName, keyword] of Object.entries(KEYWORDS)) {
      for (const [filtersName, filters] of Object.entries(EVENT_FILTERS)) {
        const criteria: EventSearchCriteria = { range: RANGE, upcomingAt: NOW, area, units: 'mi', filters: { ...filters, keyword }, ordering: 'dt_next', window: WINDOW };
        const shape = `${areaName}, ${keywordName}, ${filtersName}`;
        out.push({ name: `event-type-counts-${areaName}-${keywordName}-${filtersName}`, shape: `category counts, ${shape}`, text: eventTypeCountsStatement(criteria).text });
        out.push({ name: `event-dates-${areaName}-${keywordName}-${filtersName}`, shape: `every date in range, ${shape}`, text: eventDatesStatement(criteria, 120).text });
      }
    }
  }
  return out;
}

describe('listing SQL snapshots (backend/sql-snapshots/search/*.sql)', () => {
  it('hold the statement of every listing shape, as the builders write it', () => {
    const statements = [
      ...eventStatements(),
      ...venueStatements(),
      ...facetStatements(),
      { name: 'unknown-event-type-ids', shape: 'category ids a filter names that are not categories', text: UNKNOWN_EVENT_TYPE_IDS_SQL },
    ];
    expectSqlSnapshots(SQL_FOLDER, distinctStatements(statements), SPEC);
  });
});
