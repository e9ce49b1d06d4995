import { describe, expect, it } from '@jest/globals';
import { listingHref, listingQuery, type ListingUrlFields } from './listing-url.js';

const none: ListingUrlFields = {
  keyword: '',
  location: null,
  radius: null,
  dateStart: null,
  dateEnd: null,
  eventTypes: [],
  ageGroups: [],
  prices: [],
  setting: null,
};

describe('listingQuery', () => {
  it('writes every parameter in its fixed order, arrays in bracket style', () => {
    const fields: ListingUrlFields = {
      keyword: ' jazz night ',
      location: { source: 'default', id: 'lenox-ma', lat: 42.3565, lon: -73.2848 },
      radius: 10,
      dateStart: '2026-11-20',
      dateEnd: '2026-11-22',
      eventTypes: [3, 12],
      ageGroups: ['adult', 'senior'],
      prices: ['free'],
      setting: 'in_person',
      ordering: 'dt_next',
      page: 3,
      pageSize: 50,
      widget: 'cal-7',
    };
    expect(listingQuery(fields, 'events')).toBe(
      'keyword=jazz%20night&default_loc_id=lenox-ma&latitude=42.3565&longitude=-73.2848&radius=10&date_start=2026-11-20&date_end=2026-11-22' +
        '&event_types[]=3&event_types[]=12&age_groups[]=adult&age_groups[]=senior&prices[]=free&is_in_person=true&ordering=dt_next&page=3' +
        '&page_size=50&widget=cal-7',
    );
  });

  it("leaves the kind's defaults out", () => {
    expect(listingQuery({ ...none, radius: 50, ordering: 'featured', page: 1, pageSize: 20 }, 'events')).toBe('');
    expect(listingQuery({ ...none, radius: 25 }, 'events')).toBe('radius=25');
    expect(listingQuery({ ...none, radius: 25, ordering: 'distance' }, 'venues')).toBe('');
  });

  it('names an address-book entry by address_id and the current location as default_loc_id=current', () => {
    expect(listingQuery({ ...none, location: { source: 'address', id: 7, lat: 42.1, lon: -73.2 } }, 'events')).toBe(
      'address_id=7&latitude=42.1&longitude=-73.2',
    );
    expect(listingQuery({ ...none, location: { source: 'current', lat: 42.1, lon: -73.2 } }, 'events')).toBe(
      'default_loc_id=current&latitude=42.1&longitude=-73.2',
    );
    // A saved search's current location has no coordinates: the listing asks the browser.
    expect(listingQuery({ ...none, keyword: 'Rock & Roll', location: { source: 'current' } }, 'events')).toBe(
      'keyword=Rock%20%26%20Roll&default_loc_id=current',
    );
  });

  it('ends a date range without an end on its start, and writes the settings', () => {
    expect(listingQuery({ ...none, dateStart: '2031-05-01', setting: 'online' }, 'events')).toBe(
      'date_start=2031-05-01&date_end=2031-05-01&is_online=true',
    );
  });
});

describe('listingHref', () => {
  it("is the listing's path, with the query when there is one", () => {
    expect(listingHref(none, 'events')).toBe('/events/');
    expect(listingHref(none, 'venues')).toBe('/venues/');
    expect(listingHref({ ...none, keyword: 'blues' }, 'events')).toBe('/events/?keyword=blues');
  });
});
