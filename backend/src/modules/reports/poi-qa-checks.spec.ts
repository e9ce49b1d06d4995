import { distanceKm, poiQaReasons } from './poi-qa-checks.js';
import type { PoiQaVenueRow } from './reports.repository.js';

const PITTSFIELD: PoiQaVenueRow = {
  id: 1,
  name: 'Colonial Theatre',
  city: 'Pittsfield',
  state: 'MA',
  postal_code: '01201',
  country: 'US',
  lat: 42.4501,
  lon: -73.2454,
  time_zone: 'America/New_York',
  recertify: false,
  has_hours: true,
  has_upcoming: true,
  duplicates: null,
};

const codes = (venue: PoiQaVenueRow) => poiQaReasons(venue).map((r) => r.code);

describe('POI QA checks', () => {
  it('measures great-circle distances', () => {
    // Pittsfield to Springfield, MA: about 72 km as the crow flies.
    expect(distanceKm({ lat: 42.4501, lon: -73.2454 }, { lat: 42.1015, lon: -72.5898 })).toBeGreaterThan(60);
    expect(distanceKm({ lat: 42.4501, lon: -73.2454 }, { lat: 42.4501, lon: -73.2454 })).toBe(0);
  });

  it('finds nothing wrong with a venue in its town, with hours, dates and its zone', () => {
    expect(codes(PITTSFIELD)).toEqual([]);
  });

  it('reports each problem with its reason', () => {
    expect(codes({ ...PITTSFIELD, lat: 0, lon: 0 })).toEqual(['no_position']);
    expect(codes({ ...PITTSFIELD, lat: 42.1015, lon: -72.5898 })).toEqual(['far_from_town']);
    expect(codes({ ...PITTSFIELD, time_zone: 'America/Chicago' })).toEqual(['time_zone_mismatch']);
    expect(codes({ ...PITTSFIELD, has_hours: false, has_upcoming: false, recertify: true, duplicates: 'Colonial Theater (#2)' })).toEqual([
      'no_opening_hours',
      'likely_duplicate',
      'no_upcoming_events',
      'recertify',
    ]);
    expect(poiQaReasons({ ...PITTSFIELD, time_zone: 'America/Chicago' })[0]?.detail).toBe('America/Chicago; the position is in America/New_York.');
  });

  it('leaves the town check out when the gazetteer does not know the address', () => {
    expect(codes({ ...PITTSFIELD, city: 'Nowhereville', postal_code: '', lat: 40.7, lon: -74 })).toEqual([]);
  });
});
