import { zoneOffsetMinutes } from '@events/domain/local-time';

const HOUR = 3_600_000;
const OFFSET_CACHE_LIMIT = 100_000;

/**
 * Offsets (minutes) of (zone, UTC hour): computing one through Intl costs microseconds and a page of cards needs
 * four per card. An hour whose first and last millisecond have the same offset has it throughout (no zone changes
 * its offset twice within an hour); an hour with a change inside is stored as NaN and computed exactly each time.
 */
const hourOffsets = new Map<string, number>();

/** The offset of `timeZone` at `epochMs`, as zoneOffsetMinutes of libs/domain, cached per hour. */
export function cachedZoneOffsetMinutes(timeZone: string, epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR);
  const key = `${timeZone}|${hour}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    const first = zoneOffsetMinutes(timeZone, hour * HOUR);
    offset = first === zoneOffsetMinutes(timeZone, hour * HOUR + HOUR - 1) ? first : Number.NaN;
    if (hourOffsets.size >= OFFSET_CACHE_LIMIT) hourOffsets.clear();
    hourOffsets.set(key, offset);
  }
  return Number.isNaN(offset) ? zoneOffsetMinutes(timeZone, epochMs) : offset;
}
