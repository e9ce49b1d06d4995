import { formatDistance, greatCircleMeters, isGlobalRadius, toMeters } from './distance.js';

describe('distance', () => {
  it('converts with 1609.34 m per mile and 1000 m per km', () => {
    expect(toMeters(50, 'mi')).toBeCloseTo(80467);
    expect(toMeters(25, 'km')).toBe(25000);
  });

  it('knows the Global radius per unit', () => {
    expect(isGlobalRadius(15000, 'mi')).toBe(true);
    expect(isGlobalRadius(15000, 'km')).toBe(false);
  });

  it('formats short and long distances', () => {
    expect(formatDistance(1609.34 * 3.24, 'mi')).toBe('3.2 mi');
    expect(formatDistance(42_400, 'km')).toBe('42 km');
  });

  it('measures great circles as PostgreSQL earth_distance does (values read from earthdistance)', () => {
    expect(greatCircleMeters(42.4501, -73.2454, 42.3732, -72.5199)).toBeCloseTo(60239.721672, 4);
    expect(greatCircleMeters(42.45, -73.25, 51.5, -0.12)).toBeCloseTo(5408404.106339, 4);
    expect(greatCircleMeters(42.4501, -73.2454, 42.4501, -73.2454)).toBe(0);
    expect(greatCircleMeters(42.45, -73.25, -42.45, 106.75)).toBeCloseTo(20037605.732162, 3);
  });
});
