import { createIntl } from '@events/api-client/intl';
import {
  apiQueryOf,
  EMPTY_SEARCH,
  listingHref,
  parseSearchState,
  radiusOptions,
  serializeSearchState,
  withFilters,
  type SearchState,
} from './search-state';

const full: SearchState = {
  keyword: 'jazz night',
  dateStart: '2026-11-20',
  dateEnd: '2026-11-22',
  location: { source: 'default', id: 'lenox-ma', lat: 42.3565, lon: -73.2848 },
  radius: 10,
  eventTypes: [3, 12],
  ageGroups: ['adult', 'senior'],
  prices: ['free'],
  setting: 'in_person',
  ordering: 'dt_next',
  page: 3,
  pageSize: null,
  widget: null,
};

describe('search state <-> address', () => {
  it('round-trips a full events search', () => {
    const query = serializeSearchState(full, 'events');
    expect(query).toBe(
      'keyword=jazz%20night&default_loc_id=lenox-ma&latitude=42.3565&longitude=-73.2848&radius=10&date_start=2026-11-20&date_end=2026-11-22' +
        '&event_types[]=3&event_types[]=12&age_groups[]=adult&age_groups[]=senior&prices[]=free&is_in_person=true&ordering=dt_next&page=3',
    );
    expect(parseSearchState(query, 'events')).toEqual(full);
  });

  it('leaves defaults out of the address', () => {
    const state = { ...EMPTY_SEARCH, radius: 50, ordering: 'featured', page: 1, pageSize: 20 };
    expect(serializeSearchState(state, 'events')).toBe('');
    expect(listingHref(state, 'events')).toBe('/events/');
    // 25 is the venues' default radius, not the events'.
    expect(serializeSearchState({ ...EMPTY_SEARCH, radius: 25 }, 'events')).toBe('radius=25');
    expect(serializeSearchState({ ...EMPTY_SEARCH, radius: 25, ordering: 'distance' }, 'venues')).toBe('');
  });

  it('reads address-book and current locations', () => {
    expect(parseSearchState('address_id=7&latitude=42.1&longitude=-73.2', 'events').location).toEqual({
      source: 'address',
      id: 7,
      lat: 42.1,
      lon: -73.2,
    });
    expect(parseSearchState('default_loc_id=current&latitude=42.1&longitude=-73.2', 'events').location).toEqual({
      source: 'current',
      lat: 42.1,
      lon: -73.2,
    });
    // Coordinates without a source read as the current location; one coordinate alone is no location.
    expect(parseSearchState('latitude=42.1&longitude=-73.2', 'events').location?.source).toBe('current');
    expect(parseSearchState('latitude=42.1', 'events').location).toBeNull();
  });

  it('accepts plain and repeated list parameters as well as bracket ones', () => {
    const state = parseSearchState('event_types=4&event_types[]=5&event_types[]=5&prices=free,high', 'events');
    expect(state.eventTypes).toEqual([5, 4]);
    expect(state.prices).toEqual(['free', 'high']);
  });

  it('ignores malformed values', () => {
    const state = parseSearchState(
      'date_start=2026-02-30&date_end=x&radius=-3&page=0&ordering=nope&age_groups[]=elder&event_types[]=abc&latitude=200&longitude=0',
      'events',
    );
    expect(state).toEqual(EMPTY_SEARCH);
  });

  it('drops an end date before the start', () => {
    const state = parseSearchState('date_start=2026-11-20&date_end=2026-11-01', 'events');
    expect([state.dateStart, state.dateEnd]).toEqual(['2026-11-20', null]);
    expect(serializeSearchState(state, 'events')).toBe('date_start=2026-11-20&date_end=2026-11-20');
  });

  it('reads both settings at once as no setting filter', () => {
    expect(parseSearchState('is_online=true&is_in_person=true', 'events').setting).toBeNull();
    expect(parseSearchState('is_online=1', 'venues').setting).toBe('online');
  });

  it('drops an ordering that belongs to the other listing', () => {
    expect(parseSearchState('ordering=name', 'events').ordering).toBeNull();
    expect(parseSearchState('ordering=name', 'venues').ordering).toBe('name');
  });

  it('keeps the widget id on every link', () => {
    const state = parseSearchState('widget=cal-7&page=2', 'events');
    expect(state.widget).toBe('cal-7');
    expect(listingHref({ ...state, page: 3 }, 'events')).toBe('/events/?page=3&widget=cal-7');
  });

  it('starts a changed filter at page 1', () => {
    expect(withFilters(full, { prices: [] }).page).toBe(1);
  });
});

describe('apiQueryOf', () => {
  it('sends the search with the default radius, the units and the default ordering', () => {
    const state = { ...EMPTY_SEARCH, location: { source: 'current' as const, lat: 42, lon: -73 } };
    expect(apiQueryOf(state, 'venues', 'km')).toMatchObject({
      latitude: 42,
      longitude: -73,
      radius: 25,
      units: 'km',
      ordering: 'distance',
      page: 1,
      page_size: 20,
      date_start: undefined,
    });
  });

  it('sends address_id with an address-book location and the setting flags', () => {
    const state = { ...full, location: { source: 'address' as const, id: 9, lat: 1, lon: 2 } };
    expect(apiQueryOf(state, 'events', 'mi')).toMatchObject({
      address_id: 9,
      is_in_person: true,
      is_online: undefined,
      event_types: [3, 12],
      date_start: '2026-11-20',
      date_end: '2026-11-22',
    });
  });
});

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

describe('radiusOptions', () => {
  it('offers 5, 10, 25, 50, 100 and Global in the unit', () => {
    expect(radiusOptions(intl, 'mi').map((o) => o.label)).toEqual(['5 mi', '10 mi', '25 mi', '50 mi', '100 mi', 'Global']);
    expect(radiusOptions(intl, 'km').at(-1)).toEqual({ value: 25000, label: 'Global', global: true });
    expect(radiusOptions(intl, 'mi').at(-1)?.value).toBe(15000);
  });
});
