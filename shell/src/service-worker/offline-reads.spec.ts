import { OFFLINE_READS, offlineReadPatterns, pathPattern } from './offline-reads';

describe('the reads the service worker keeps offline', () => {
  it('match their own paths, with or without the trailing slash, one segment per path parameter', () => {
    const event = new RegExp(pathPattern('/events/api/v1/events/{id}/'));
    expect(['/events/api/v1/events/2996/', '/events/api/v1/events/2996'].map((path) => event.test(path))).toEqual([true, true]);
    expect(['/events/api/v1/events/2996/occurrences/', '/events/api/v1/events/', '/x/events/api/v1/events/1/'].map((path) => event.test(path))).toEqual([false, false, false]);
    expect(new RegExp(pathPattern('/events/api/v1/poi/')).test('/events/api/v1/poi/12/')).toBe(false);
  });

  it('are GETs only: a write is never answered from a cache', () => {
    expect(OFFLINE_READS.every((endpoint) => endpoint.method === 'GET')).toBe(true);
    expect(offlineReadPatterns()).toHaveLength(OFFLINE_READS.length);
  });

  it('leave out what must reach the server each time: bookmark toggles, the login', () => {
    const patterns = offlineReadPatterns().map((source) => new RegExp(source));
    const kept = (path: string) => patterns.some((pattern) => pattern.test(path));
    expect(kept('/events/api/v1/saved_events/')).toBe(true);
    expect(kept('/events/api/v1/auth/login/')).toBe(false);
    expect(kept('/events/api/v1/billing/checkout/')).toBe(false);
  });
});
