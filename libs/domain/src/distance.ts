import { GLOBAL_RADIUS, METERS_PER_UNIT, type DistanceUnit } from '@events/contracts/reference';

export function toMeters(value: number, unit: DistanceUnit): number {
  return value * METERS_PER_UNIT[unit];
}

export function fromMeters(meters: number, unit: DistanceUnit): number {
  return meters / METERS_PER_UNIT[unit];
}

export function isGlobalRadius(radius: number, unit: DistanceUnit): boolean {
  return radius >= GLOBAL_RADIUS[unit];
}

/** "3.2 mi" / "12 km": one decimal under ten units, whole numbers above. */
export function formatDistance(meters: number, unit: DistanceUnit): string {
  const value = fromMeters(meters, unit);
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${unit}`;
}

/** Radius of the sphere of PostgreSQL's earthdistance extension (`earth()`): radius filters and card distances agree. */
export const EARTH_RADIUS_M = 6378168;

/**
 * Great-circle distance in meters between two points, as earthdistance's `earth_distance(ll_to_earth(a),
 * ll_to_earth(b))` computes it (the chord between the points on the sphere, turned into the arc).
 */
export function greatCircleMeters(latA: number, lonA: number, latB: number, lonB: number): number {
  const rad = Math.PI / 180;
  const [pa, la, pb, lb] = [latA * rad, lonA * rad, latB * rad, lonB * rad];
  const dx = Math.cos(pa) * Math.cos(la) - Math.cos(pb) * Math.cos(lb);
  const dy = Math.cos(pa) * Math.sin(la) - Math.cos(pb) * Math.sin(lb);
  const dz = Math.sin(pa) - Math.sin(pb);
  const halfChord = Math.sqrt(dx * dx + dy * dy + dz * dz) / 2;
  return halfChord >= 1 ? Math.PI * EARTH_RADIUS_M : 2 * EARTH_RADIUS_M * Math.asin(halfChord);
}
