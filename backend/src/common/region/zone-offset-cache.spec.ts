import { zoneOffsetMinutes } from '@events/domain/local-time';
import { REGION_TIME_ZONE, REGION_TODAY_SQL } from './region-time.js';
import { cachedZoneOffsetMinutes } from './zone-offset-cache.js';

describe('cachedZoneOffsetMinutes', () => {
  it('gives what libs/domain gives, around the DST changes of the region and of half-hour zones', () => {
    for (const zone of [REGION_TIME_ZONE, 'Australia/Lord_Howe', 'Asia/Kolkata']) {
      for (const day of [Date.UTC(2026, 2, 8), Date.UTC(2026, 10, 1), Date.UTC(2026, 3, 5), Date.UTC(2026, 9, 4)]) {
        for (let t = day - 6 * 3_600_000; t < day + 18 * 3_600_000; t += 7 * 60_000 + 1_000) {
          expect(cachedZoneOffsetMinutes(zone, t)).toBe(zoneOffsetMinutes(zone, t));
        }
      }
    }
  });
});

describe('region time', () => {
  it("names the region's zone in the SQL of today", () => {
    expect(REGION_TODAY_SQL).toBe("(now() AT TIME ZONE 'America/New_York')::date");
  });
});
