import { apiQueryOf, listingRequestOfAddress, parseSearchState } from './listing-query.js';
import type { SearchLocation } from './search-location.js';

const TOWN: SearchLocation = { source: 'default', id: 'lenox-ma', lat: 42.3565, lon: -73.2848 };

describe('listingRequestOfAddress', () => {
  it('answers the query the listing page asks for, with the remembered location when the address has none', () => {
    const search = '?date_start=2026-11-22&date_end=2026-11-22&prices[]=free';
    const request = listingRequestOfAddress('/events/', search, 'mi', () => TOWN);
    const state = { ...parseSearchState(search, 'events'), location: TOWN };
    expect(request).toEqual({ kind: 'events', query: apiQueryOf(state, 'events', 'mi') });
    expect(request?.query).toMatchObject({ latitude: 42.3565, longitude: -73.2848, radius: 50, units: 'mi', prices: ['free'] });
  });

  it('keeps the location of the address', () => {
    const request = listingRequestOfAddress('/venues/', '?latitude=42.7&longitude=-73.1&default_loc_id=adams-ma', 'mi', () => TOWN);
    expect(request?.kind).toBe('venues');
    expect(request?.query).toMatchObject({ latitude: 42.7, longitude: -73.1, radius: 25 });
  });

  it('starts nothing off the listings or while the current position is still to be asked', () => {
    expect(listingRequestOfAddress('/', '', 'mi', () => TOWN)).toBeNull();
    expect(listingRequestOfAddress('/events/12/concert/', '', 'mi', () => TOWN)).toBeNull();
    expect(listingRequestOfAddress('/events/', '?default_loc_id=current', 'mi', () => TOWN)).toBeNull();
  });
});
