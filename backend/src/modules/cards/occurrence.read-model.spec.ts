import { formatInstantInZone, formatTimeRange, zoneOffsetMinutes } from '@events/domain/local-time';
import { cachedZoneOffsetMinutes } from '../../common/region/zone-offset-cache.js';
import { formatInZone, timeRangeInZone, toNextOccurrence, toOccurrence } from './occurrence.read-model.js';

/** The mapper's cached formatting must give exactly what libs/domain gives, DST changes included. */
const ZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC', 'America/St_Johns', 'Pacific/Chatham'];

describe('event card time formatting (cached offsets)', () => {
  it('matches libs/domain every 97 minutes across a year of DST changes', () => {
    const start = Date.UTC(2026, 0, 1);
    for (const zone of ZONES) {
      for (let t = start; t < start + 366 * 86_400_000; t += 97 * 60_000 + 13_000) {
        const instant = new Date(t);
        expect(cachedZoneOffsetMinutes(zone, t)).toBe(zoneOffsetMinutes(zone, t));
        expect(formatInZone(instant, zone)).toBe(formatInstantInZone(instant, zone));
      }
    }
  });

  it('formats instants at the DST changes in New York and time ranges like libs/domain', () => {
    const instants = [
      '2026-03-08T06:59:59.999Z', '2026-03-08T07:00:00Z', '2026-11-01T05:59:59Z', '2026-11-01T06:00:00Z', '2026-11-01T05:30:00Z',
      '2026-06-15T23:00:00Z', '2026-06-16T04:00:00Z', '2026-12-31T17:05:00Z',
    ].map((iso) => new Date(iso));
    for (const zone of ZONES) {
      for (const a of instants) {
        expect(formatInZone(a, zone)).toBe(formatInstantInZone(a, zone));
        expect(timeRangeInZone(a, null, zone)).toBe(formatTimeRange(a, null, zone));
        for (const b of instants) expect(timeRangeInZone(a, b, zone)).toBe(formatTimeRange(a, b, zone));
      }
    }
  });

  it('builds the next occurrence from one wall clock per instant, as timeRangeInZone and toOccurrence do', () => {
    const instants = ['2026-03-08T06:30:00Z', '2026-11-01T05:30:00Z', '2026-06-15T23:00:00Z', '2026-12-31T17:05:00Z'].map((iso) => new Date(iso));
    for (const zone of ZONES) {
      for (const a of instants) {
        for (const b of [null, ...instants]) {
          expect(toNextOccurrence({ next_starts_at: a, next_ends_at: b, next_local_day: '2026-03-08' }, zone)).toEqual({
            eventDate: '2026-03-08',
            times: timeRangeInZone(a, b, zone),
            timestamps: toOccurrence({ starts_at: a, ends_at: b }, zone),
          });
        }
      }
    }
    expect(toNextOccurrence({ next_starts_at: null, next_ends_at: null, next_local_day: null }, 'UTC')).toBeNull();
  });
});
