import { zoneOffsetMinutes, type LocalDate } from '@events/domain/local-time';

const QUARTER_HOUR_MS = 900_000;
const MAX_CACHED = 100_000;
const offsets = new Map<string, Map<number, number>>();
let cached = 0;

/**
 * The wall-clock date and HH:mm:ss of an instant in `timeZone`. A zone's offset changes on a quarter hour (a change
 * happens at a whole local hour or half hour, and offsets are whole quarter hours), so one look-up of the runtime's
 * zone data serves a quarter hour: a feed's thousands of occurrences cost a few hundred.
 */
export function wallClock(ms: number, timeZone: string): { date: LocalDate; time: string } {
  let zone = offsets.get(timeZone);
  if (zone === undefined) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const bucket = Math.floor(ms / QUARTER_HOUR_MS);
  let offset = zone.get(bucket);
  if (offset === undefined) {
    offset = zoneOffsetMinutes(timeZone, ms);
    if (++cached > MAX_CACHED) {
      offsets.clear();
      cached = 0;
    }
    zone.set(bucket, offset);
  }
  const iso = new Date(ms + offset * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}
