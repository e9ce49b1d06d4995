import { Clock } from './clock.js';

describe('Clock', () => {
  it('reads the system clock unless told where to start', () => {
    const clock = Clock.system();
    expect(clock.isSystem).toBe(true);
    const before = Date.now();
    const now = clock.nowMs();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('starts at a given instant and runs on at the real pace from there', () => {
    const start = new Date('2027-03-14T23:55:00-04:00');
    const clock = new Clock(start, 1_000_000);
    const realElapsed = Date.now() - 1_000_000;
    expect(clock.isSystem).toBe(false);
    expect(Math.abs(clock.nowMs() - (start.getTime() + realElapsed))).toBeLessThan(1000);
    expect(clock.now()).toBeInstanceOf(Date);
  });
});
