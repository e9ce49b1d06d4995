import { isTimeZone } from '@events/contracts/venue-forms';
import { timeZoneAt } from './venue-time-zone.js';

// @photostructure/tz-lookup declares Node >= 22.12; this test shows it loads and answers on the machines' Node 20.
describe('timeZoneAt', () => {
  it('answers the zone of the region and of places abroad, each one Intl knows', () => {
    const zones = [timeZoneAt(42.4501, -73.2454), timeZoneAt(41.7658, -72.6734), timeZoneAt(51.5177, -0.1489), timeZoneAt(34.0522, -118.2437)];
    expect(zones).toEqual(['America/New_York', 'America/New_York', 'Europe/London', 'America/Los_Angeles']);
    expect(zones.every(isTimeZone)).toBe(true);
  });
});
