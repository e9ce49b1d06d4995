import { formatDistance, isGlobalRadius, toMeters } from './distance.js';

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
});
