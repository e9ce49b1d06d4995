// The suites whose answers depend on the hour and the day: the backend's (listings, occurrences, calendars and
// widgets, alert digests, saved lists, the demo seed with its images; open now is libs/domain's, tested with its
// instant as input) and the discovery e2e specs, and the region times they are run at with the product's clock
// pinned there (CLOCK_AT).

/** The time-sensitive backend suites, by path without `.ts` (backend/jest.pinned.config.js runs them pinned). */
export const TIME_SENSITIVE_SUITES = [
  'src/modules/search/search.int-spec',
  'src/modules/events/events.int-spec',
  'src/modules/cards/cards.int-spec',
  'src/modules/events/occurrences.int-spec',
  'src/modules/calendar/calendar.int-spec',
  'src/modules/widgets/widgets.int-spec',
  'src/modules/widgets/widget-views.int-spec',
  'src/modules/alerts/alerts.int-spec',
  'src/modules/saved/saved-lists.int-spec',
  'src/seed/seed.int-spec',
];

/** TIME_SENSITIVE_SUITES as jest path patterns, each matching its own file and nothing else. */
export const TIME_SENSITIVE_SUITE_PATTERNS = TIME_SENSITIVE_SUITES.map((suite) => `${suite.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.ts$`);

/** The end-to-end specs of discovery (listings, details, maps, what a card says of its date), by file name. */
export const TIME_SENSITIVE_E2E = ['discovery-listings', 'discovery-details', 'occurrence-state', 'phone-discovery', 'maps-basemap'];

/** Region (America/New_York) times every time-sensitive suite passes at: `npm test -- times --all-times`. */
export const PINNED_CLOCK_TIMES = [
  '2026-11-27T00:05:00-05:00',
  '2026-11-27T12:00:00-05:00',
  '2026-11-27T16:30:00-05:00',
  '2026-11-27T23:55:00-05:00',
  // The days the clocks change: 25 hours on 2026-11-01, 23 on 2027-03-14.
  '2026-11-01T01:30:00-04:00',
  '2026-11-01T23:55:00-05:00',
  '2027-03-14T00:05:00-05:00',
  '2027-03-14T23:55:00-04:00',
  // The last day of a month and of a year.
  '2026-11-30T23:55:00-05:00',
  '2026-12-31T23:55:00-05:00',
];

/** What every CI run covers (the time-sensitive backend suites, and the whole e2e run): 23:55 on the day the clocks spring forward. */
export const CI_CLOCK_TIMES = ['2027-03-14T23:55:00-04:00'];
