import { SAVED_EVENT_ORDERINGS, SAVED_VENUE_ORDERINGS } from '@events/contracts/saved';
import { parseSavedListParams, pointQueryOf, savedListHref, savedListQueryOf } from './saved-list-params';

describe('saved list parameters', () => {
  it('reads the ordering and page from the address, defaulting to Last added and page 1', () => {
    expect(parseSavedListParams('', SAVED_EVENT_ORDERINGS)).toEqual({ ordering: '-created', page: 1 });
    expect(parseSavedListParams('?ordering=date&page=3', SAVED_EVENT_ORDERINGS)).toEqual({ ordering: 'date', page: 3 });
    // Venues have no Date ordering; junk pages fall back to 1.
    expect(parseSavedListParams('?ordering=date&page=-2', SAVED_VENUE_ORDERINGS)).toEqual({ ordering: '-created', page: 1 });
  });

  it('writes the address without defaults', () => {
    expect(savedListHref('/saved/events/', { ordering: '-created', page: 1 }, SAVED_EVENT_ORDERINGS)).toBe('/saved/events/');
    expect(savedListHref('/saved/events/', { ordering: 'distance', page: 2 }, SAVED_EVENT_ORDERINGS)).toBe('/saved/events/?ordering=distance&page=2');
  });

  it('measures from an address-book entry (with its id), a town or the current position', () => {
    expect(pointQueryOf({ source: 'address', id: 7, lat: 42.1, lon: -73.2 })).toEqual({ latitude: 42.1, longitude: -73.2, address_id: 7 });
    expect(pointQueryOf({ source: 'default', id: 'lenox-ma', lat: 42.3565, lon: -73.2848 })).toEqual({ latitude: 42.3565, longitude: -73.2848 });
    expect(pointQueryOf({ source: 'current', lat: 42, lon: -73 })).toEqual({ latitude: 42, longitude: -73 });
  });

  it("makes no call for 'current' without coordinates yet", () => {
    expect(pointQueryOf({ source: 'current' })).toBeNull();
    expect(pointQueryOf(null)).toBeNull();
    expect(savedListQueryOf({ ordering: 'distance', page: 1 }, { source: 'current' }, 'mi')).toBeNull();
  });

  it('builds the call with ordering, page, page size 20 and units', () => {
    expect(savedListQueryOf({ ordering: 'date', page: 2 }, { source: 'default', id: 'lee-ma', lat: 42.3, lon: -73.2 }, 'km')).toEqual({
      latitude: 42.3,
      longitude: -73.2,
      ordering: 'date',
      page: 2,
      page_size: 20,
      units: 'km',
    });
  });
});
