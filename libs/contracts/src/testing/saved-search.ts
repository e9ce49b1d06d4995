import type { SavedSearch } from '../saved-searches.js';

/**
 * For tests: a saved search as the API reads one out, keeping nothing (no place, date or filter) but its name;
 * `overrides` sets what a test needs.
 */
export function savedSearchOf(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 1,
    searchName: 'Jazz nearby',
    searchUrl: '/events/?keyword=jazz',
    defaultLocId: '',
    address: null,
    radius: null,
    prettyDate: '',
    namedDate: '',
    dateStart: null,
    dateEnd: null,
    keyword: '',
    eventSetting: '',
    eventTypeLabels: [],
    eventTypeLabelsEs: [],
    ageGroupLabels: [],
    priceLabels: [],
    eventTypes: [],
    ageGroups: [],
    prices: [],
    isActive: true,
    feedToken: 'a'.repeat(64),
    created: '2026-03-01T10:00:00Z',
    updated: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}
