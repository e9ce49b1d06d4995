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
